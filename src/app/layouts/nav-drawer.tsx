import { useId, useState, type KeyboardEvent } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from '@/i18n/use-translation';
import { Link, NavLink } from '@/components/link';
import type { CurrentUser } from '@/api/schemas/user';
import { paths } from '@/config/paths';
import { focusElement, focusIsLost, pageHeading } from '@/lib/focus';
import { LanguageFlags } from './language-flags';
import { NavGroups } from './nav-groups';
import { NavIcon } from './nav-icon';
import { SIDE_NAV_ID } from './nav-toggle';
import { useProfileActions } from './profile-actions';
import { ProfilePicture } from './profile-menu';
import { SupplierLink } from './supplier-link';

/**
 * Tab from the drawer's last stop goes to its first, Shift+Tab from its first to its last. The
 * modal's own guard only pulls focus back once it lands on the page behind; past the end of the
 * document it would go to the browser's toolbar first.
 */
function keepTabInside(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab') return;
  const drawer = event.currentTarget;
  // Filtered, not queried by the list: jsdom's querySelectorAll returns a list out of order.
  const stops = [...drawer.querySelectorAll<HTMLElement>('*')].filter((element) =>
    element.matches('a[href], button:not(:disabled)'),
  );
  const first = stops.at(0);
  const last = stops.at(-1);
  const focused = event.target;
  if (event.shiftKey ? focused === first || focused === drawer : focused === last) {
    event.preventDefault();
    (event.shiftKey ? last : first)?.focus();
  }
}

/**
 * Where the focus goes once the drawer has gone: back to its toggle, or after choosing a page to
 * that page's heading. Not left to the modal's own restore: it returns focus to whatever had it
 * when the drawer opened, which is <body> where a tap does not focus the toggle (Safari), and
 * its focus trap pulls the route's focus move back into the closing drawer.
 */
function placeFocusAfterClose(toPage: boolean) {
  const active = document.activeElement;
  if (!focusIsLost() && !active?.closest('.nav-drawer')) return;
  const toggle = document.querySelector<HTMLElement>(`[aria-controls="${SIDE_NAV_ID}"]`);
  focusElement(toPage ? (pageHeading() ?? toggle) : toggle);
}

interface NavDrawerProps {
  user: CurrentUser;
  open: boolean;
  onClose: () => void;
}

/**
 * The navigation on a phone: a modal drawer (focus moves in and stays there, Escape closes it
 * and focus goes back to the toggle) with everything the top bar has no room for: the profile
 * menu's actions, the languages and logout.
 */
export function NavDrawer({ user, open, onClose }: NavDrawerProps) {
  const { t } = useTranslation('base');
  const titleId = useId();
  // After choosing a page, focus belongs to that page's heading, not the toggle.
  const [toPage, setToPage] = useState(false);
  const navigate = () => {
    setToPage(true);
    onClose();
  };

  return (
    <Offcanvas
      show={open}
      onHide={onClose}
      onShow={() => setToPage(false)}
      restoreFocus={false}
      onExited={() => placeFocusAfterClose(toPage)}
      placement="start"
      className="nav-drawer"
      aria-labelledby={titleId}
      onKeyDown={keepTabInside}
    >
      <div className="side-nav__header">
        <Link to={paths.home} className="side-nav__brand" onClick={navigate}>
          <NavIcon name="brand" size={28} />
          <span id={titleId}>{t('nav.brand')}</span>
        </Link>
        <button
          type="button"
          className="nav-toggle btn btn-link"
          aria-label={t('nav.close')}
          onClick={onClose}
        >
          <NavIcon name="close" size={24} />
        </button>
      </div>
      <nav id={SIDE_NAV_ID} aria-label={t('nav.label')}>
        <NavGroups user={user} wide onNavigate={navigate} />
      </nav>
      <DrawerAccount user={user} onNavigate={navigate} />
      <SupplierLink />
    </Offcanvas>
  );
}

/**
 * The account's part of the drawer: drawn while the drawer is open (Offcanvas mounts its content
 * then), so the actions that follow the address do not draw the closed drawer at every page change.
 */
function DrawerAccount({ user, onNavigate }: { user: CurrentUser; onNavigate: () => void }) {
  const accountId = useId();
  const { actions, logout, logoutLabel } = useProfileActions(user);
  return (
    <section className="nav-drawer__account" aria-labelledby={accountId}>
      <p id={accountId} className="nav-drawer__user">
        <ProfilePicture user={user} />
        <span>{user.name}</span>
      </p>
      <ul className="side-nav__list">
        {actions.map(({ label, to, onSelect }) => (
          <li key={label}>
            {to ? (
              <NavLink to={to} end className="side-nav__link" onClick={onNavigate}>
                {label}
              </NavLink>
            ) : (
              <button
                type="button"
                className="side-nav__link"
                onClick={() => {
                  onNavigate();
                  onSelect?.();
                }}
              >
                {label}
              </button>
            )}
          </li>
        ))}
        <li>
          <button type="button" className="side-nav__link" onClick={logout}>
            {logoutLabel}
          </button>
        </li>
      </ul>
      <LanguageFlags languages={user.languages} />
    </section>
  );
}
