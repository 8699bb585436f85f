import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from '@/components/link';
import type { CurrentUser } from '@/api/schemas/user';
import { paths } from '@/config/paths';
import { afterPaint } from '@/lib/after-paint';
import { useNavStore } from '@/stores/nav-store';
import { NavDrawer } from './nav-drawer';
import { NavGroups } from './nav-groups';
import { NavIcon } from './nav-icon';
import { SIDE_NAV_ID } from './nav-toggle';
import { SupplierLink } from './supplier-link';

/** Spec §1: the navigation closes when the window is resized. */
function useCloseOnResize(close: () => void) {
  useEffect(() => {
    // The width to compare with is read once the page is painted: where the viewport can zoom
    // (a phone), reading it forces the style and layout of the whole page, and in the effects of
    // the first render that made the first screen's longest task (traced at 4x CPU).
    let width: number | null = null;
    const cancel = afterPaint(() => {
      width = window.innerWidth;
    });
    const onResize = () => {
      // Mobile browsers resize the window when their address bar slides in or out while
      // scrolling; only a change of width is a real resize.
      if (window.innerWidth === width) return;
      width = window.innerWidth;
      close();
    };
    window.addEventListener('resize', onResize);
    return () => {
      cancel();
      window.removeEventListener('resize', onResize);
    };
  }, [close]);
}

/**
 * The left navigation: on desktop wide with labels or small with icons; on mobile a drawer
 * that also holds what the top bar has no room for (nav-drawer.tsx).
 */
export function SideNav({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('base');
  // One field each: the store also carries what changes on every page change (leavingTo).
  const open = useNavStore((state) => state.open);
  const mobile = useNavStore((state) => state.mobile);
  const close = useNavStore((state) => state.close);
  useCloseOnResize(close);
  if (mobile) return <NavDrawer user={user} open={open} onClose={close} />;

  return (
    <nav
      id={SIDE_NAV_ID}
      className={`side-nav ${open ? 'side-nav--wide' : 'side-nav--small'}`}
      aria-label={t('nav.label')}
    >
      <div className="side-nav__header">
        <Link to={paths.home} className="side-nav__brand">
          <NavIcon name="brand" size={28} />
          <span className={open ? 'side-nav__label' : 'visually-hidden'}>{t('nav.brand')}</span>
        </Link>
      </div>
      <NavGroups user={user} wide={open} />
      {open ? <SupplierLink /> : null}
    </nav>
  );
}
