import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import type { CurrentUser } from '@/api/schemas/user';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useNavStore } from '@/stores/nav-store';
import { visibleNavEntries, type NavEntry, type NavGroup } from './nav-entries';
import { NavIcon } from './nav-icon';
import { NavToggle, SIDE_NAV_ID } from './nav-toggle';
import { prefetchPage } from '../route-table';

const groupHeadings: Record<NavGroup, string | null> = {
  main: null,
  manage: 'nav.management',
  help: 'nav.help',
};

/** Spec §1: the navigation closes when the window is resized. */
function useCloseOnResize(close: () => void) {
  useEffect(() => {
    let width = window.innerWidth;
    const onResize = () => {
      // Mobile browsers resize the window when their address bar slides in or out while
      // scrolling; only a change of width is a real resize.
      if (window.innerWidth === width) return;
      width = window.innerWidth;
      close();
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [close]);
}

function NavItem({ entry, user, wide, onNavigate }: NavItemProps) {
  const { t } = useTranslation('base');
  const client = useQueryClient();
  const label = t(entry.label);
  const prefetch = () => prefetchPage(entry.path, { client, user });
  return (
    <li>
      <NavLink
        to={entry.path}
        end
        className="side-nav__link"
        title={wide ? undefined : label}
        onClick={onNavigate}
        onMouseEnter={prefetch}
        onFocus={prefetch}
      >
        <NavIcon name={entry.icon} />
        <span className={wide ? 'side-nav__label' : 'visually-hidden'}>{label}</span>
      </NavLink>
    </li>
  );
}

interface NavItemProps {
  entry: NavEntry;
  user: CurrentUser;
  wide: boolean;
  onNavigate?: () => void;
}

/** The left navigation: wide with labels or small with icons; on mobile open or closed. */
export function SideNav({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('base');
  const { open, mobile, close } = useNavStore();
  useCloseOnResize(close);

  const entries = visibleNavEntries(user);
  const groups = (Object.keys(groupHeadings) as NavGroup[])
    .map((group) => ({ group, entries: entries.filter((entry) => entry.group === group) }))
    .filter(({ entries: inGroup }) => inGroup.length > 0);
  const closeOnMobile = mobile ? close : undefined;
  const classes = ['side-nav', open ? 'side-nav--wide' : 'side-nav--small'];
  if (mobile) classes.push('side-nav--mobile');

  return (
    <>
      {mobile && open ? (
        <div className="side-nav-backdrop" aria-hidden="true" onClick={close} />
      ) : null}
      <nav
        id={SIDE_NAV_ID}
        className={classes.join(' ')}
        aria-label={t('nav.label')}
        hidden={mobile && !open}
        onKeyDown={(event) => {
          if (mobile && event.key === 'Escape') close();
        }}
      >
        <div className="side-nav__header">
          <Link to={paths.home} className="side-nav__brand" onClick={closeOnMobile}>
            <NavIcon name="brand" size={28} />
            <span className={open ? 'side-nav__label' : 'visually-hidden'}>{t('nav.brand')}</span>
          </Link>
          {/* On mobile the open navigation covers the top bar's toggle. */}
          {mobile ? <NavToggle /> : null}
        </div>
        {groups.map(({ group, entries: inGroup }) => {
          const heading = groupHeadings[group];
          const headingId = `${SIDE_NAV_ID}-${group}`;
          return (
            <div key={group} className="side-nav__group">
              {heading ? (
                <p id={headingId} className={open ? 'side-nav__heading' : 'visually-hidden'}>
                  {t(heading)}
                </p>
              ) : null}
              <ul className="side-nav__list" aria-labelledby={heading ? headingId : undefined}>
                {inGroup.map((entry) => (
                  <NavItem
                    key={entry.path}
                    entry={entry}
                    user={user}
                    wide={open}
                    onNavigate={closeOnMobile}
                  />
                ))}
              </ul>
            </div>
          );
        })}
        {open ? (
          <a
            className="side-nav__supplier"
            href={env.supplierUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('nav.supplier')}
            <span className="visually-hidden"> {t('nav.new_window')}</span>
          </a>
        ) : null}
      </nav>
    </>
  );
}
