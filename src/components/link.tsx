import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { createPath, resolvePath, useLocation, useNavigate, type To } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
  /**
   * The page it opens is drawn at once (React Router's `flushSync`) rather than in a
   * transition's slices: for a link to a page whose code is fetched ahead, tapped to work.
   */
  urgent?: boolean;
}

/** A click the app handles: the main button, no modifier, no other window or tab asked for. */
const plainClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * A link within the app: React Router's own click handling (a modified or middle click and
 * target="_blank" keep the browser's behaviour), without what its <Link> carries for the
 * framework mode only (prefetch links from a route manifest, route discovery, masks, view
 * transitions). React Router's module is in the first chunk, so its <Link> would put ~2 KB gzip
 * on every first load (docs/decisions.md, "/login under 2.0x the React floor").
 *
 * The app's links are absolute paths, or a search or hash on the page's own path: resolved
 * against the location here, not through React Router's `useHref` and `useResolvedPath`. Those
 * serialise the route matches on every render, three times per link, and every link renders
 * again at each navigation: 7 of the 55 ms of the click on "Nieuwe kaizen" at 4x CPU (a profile).
 */
export function Link({ to, replace, state, target, onClick, ref, urgent, ...rest }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const path = resolvePath(to, location.pathname);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !plainClick(event, target)) return;
    event.preventDefault();
    // As React Router's handler does: a link to the entry on screen replaces it.
    const here = createPath(location) === createPath(path);
    void navigate(path, { replace: replace ?? here, state, flushSync: urgent });
  };
  return <a {...rest} ref={ref} href={createPath(path)} target={target} onClick={click} />;
}

/**
 * A menu link that marks the page it leads to, as React Router's <NavLink> does: class
 * `active` and aria-current="page" on that page (with `end`, on it exactly, else also below
 * it), compared without regard to case.
 */
export function NavLink({ end = false, className, ...props }: LinkProps & { end?: boolean }) {
  const location = useLocation().pathname;
  const target = resolvePath(props.to, location).pathname.toLowerCase();
  const here = location.toLowerCase();
  const below = target.endsWith('/') ? target : `${target}/`;
  const active = here === target || (!end && here.startsWith(below));
  return (
    <Link
      {...props}
      className={[className, active ? 'active' : undefined].filter(Boolean).join(' ')}
      aria-current={active ? 'page' : undefined}
    />
  );
}
