import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation';
import { NavLink } from '@/components/link';
import type { CurrentUser } from '@/api/schemas/user';
import type { NavGroup } from '../route-table';
import { visibleNavEntries, type NavEntry } from './nav-entries';
import { ReviewBadge } from './nav-badge';
import { NavIcon } from './nav-icon';
import { SIDE_NAV_ID } from './nav-toggle';
import { prefetchPage } from '../prefetch-page';

const groupHeadings: Record<NavGroup, string | null> = {
  main: null,
  manage: 'nav.management',
  help: 'nav.help',
};

interface NavItemProps {
  entry: NavEntry;
  user: CurrentUser;
  wide: boolean;
  onNavigate?: () => void;
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
        {entry.badge === 'review' ? <ReviewBadge /> : null}
      </NavLink>
    </li>
  );
}

/** The navigation's entries in their groups, with labels (wide) or icons only. */
export function NavGroups({ user, wide, onNavigate }: Omit<NavItemProps, 'entry'>) {
  const { t } = useTranslation('base');
  const entries = visibleNavEntries(user);
  const groups = (Object.keys(groupHeadings) as NavGroup[])
    .map((group) => ({ group, entries: entries.filter((entry) => entry.group === group) }))
    .filter(({ entries: inGroup }) => inGroup.length > 0);
  return groups.map(({ group, entries: inGroup }) => {
    const heading = groupHeadings[group];
    const headingId = `${SIDE_NAV_ID}-${group}`;
    return (
      <div key={group} className="side-nav__group">
        {heading ? (
          <p id={headingId} className={wide ? 'side-nav__heading' : 'visually-hidden'}>
            {t(heading)}
          </p>
        ) : null}
        <ul className="side-nav__list" aria-labelledby={heading ? headingId : undefined}>
          {inGroup.map((entry) => (
            <NavItem
              key={entry.path}
              entry={entry}
              user={user}
              wide={wide}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      </div>
    );
  });
}
