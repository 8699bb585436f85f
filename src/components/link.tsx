import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import {
  createPath,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useResolvedPath,
  type To,
} from 'react-router-dom';

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
 * A link within the app: React Router's own click handling (useLinkClickHandler: a modified or
 * middle click and target="_blank" keep the browser's behaviour), without what its <Link>
 * carries for the framework mode only (prefetch links from a route manifest, route discovery,
 * masks, view transitions). React Router's module is in the first chunk, so its <Link> would put
 * ~2 KB gzip on every first load (docs/decisions.md, "/login under 2.0x the React floor").
 */
export function Link({ to, replace, state, target, onClick, ref, urgent, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  const go = useNavigate();
  // As React Router's handler does: a link to the entry on screen replaces it.
  const here = createPath(useLocation()) === createPath(useResolvedPath(to));
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (urgent && plainClick(event, target)) {
      event.preventDefault();
      void go(to, { replace: replace ?? here, state, flushSync: true });
      return;
    }
    navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={click} />;
}

/**
 * A menu link that marks the page it leads to, as React Router's <NavLink> does: class
 * `active` and aria-current="page" on that page (with `end`, on it exactly, else also below
 * it), compared without regard to case.
 */
export function NavLink({ end = false, className, ...props }: LinkProps & { end?: boolean }) {
  const target = useResolvedPath(props.to).pathname.toLowerCase();
  const here = useLocation().pathname.toLowerCase();
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
