import { useTranslation } from '@/i18n/use-translation';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from '@/components/link';
import type { CurrentUser } from '@/api/schemas/user';
import { useProfileActions } from './profile-actions';

/** Profile, my/all kaizens, move multiple/back and logout (spec §2). */
export function ProfileMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('base');

  return (
    <Dropdown align="end" className="profile-menu">
      <Dropdown.Toggle
        variant="link"
        className="profile-menu__toggle"
        aria-label={t('topbar.profile_menu', { name: user.name })}
        // The name is cut only when the bar is full; pointing at it shows it whole.
        title={user.name}
      >
        <ProfilePicture user={user} />
        <span className="profile-menu__name">{user.name}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <ProfileMenuItems user={user} />
      </Dropdown.Menu>
    </Dropdown>
  );
}

/**
 * The menu's entries, drawn once the menu is first opened (Dropdown.Menu's default): they follow
 * the address ("Alle kaizens" on /my-kaizens), and the bar round them need not draw again at
 * every page change.
 */
function ProfileMenuItems({ user }: { user: CurrentUser }) {
  const { actions, logout, logoutLabel } = useProfileActions(user);
  return (
    <>
      {actions.map(({ label, to, onSelect }) =>
        to ? (
          <Dropdown.Item key={label} as={Link} to={to}>
            {label}
          </Dropdown.Item>
        ) : (
          <Dropdown.Item key={label} as="button" type="button" onClick={onSelect}>
            {label}
          </Dropdown.Item>
        ),
      )}
      <Dropdown.Divider />
      <Dropdown.Item as="button" type="button" onClick={logout}>
        {logoutLabel}
      </Dropdown.Item>
    </>
  );
}

/** The user's picture beside their name (the name says who it is: the image is decoration). */
export function ProfilePicture({ user }: { user: CurrentUser }) {
  return (
    <img className="profile-menu__picture" src={user.picture_src} alt="" width={32} height={32} />
  );
}
