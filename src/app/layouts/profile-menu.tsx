import { useTranslation } from 'react-i18next';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { CurrentUser } from '@/api/schemas/user';
import { paths } from '@/config/paths';
import { can } from '@/lib/permissions';
import { signOut } from '@/lib/session';

/** Profile, my/all kaizens, move multiple/back and logout (spec §2). */
export function ProfileMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('base');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onMyKaizens = pathname === paths.myKaizens;
  const onMove = pathname === paths.moveMultiple;
  // Spec §6: bulk move only inside an active team.
  const mayMove = user.active_team !== null && can(user, 'move kaizen');

  async function logout() {
    try {
      await signOut();
    } catch {
      // signOut has already forgotten the user here; the login page is the right place anyway.
    }
    await navigate(paths.login);
  }

  return (
    <Dropdown align="end" className="profile-menu">
      <Dropdown.Toggle
        variant="link"
        className="profile-menu__toggle"
        aria-label={t('topbar.profile_menu', { name: user.name })}
      >
        <img
          className="profile-menu__picture"
          src={user.picture_src}
          alt=""
          width={32}
          height={32}
        />
        <span className="profile-menu__name">{user.name}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as={Link} to={paths.profile}>
          {t('topbar.profile')}
        </Dropdown.Item>
        <Dropdown.Item as={Link} to={onMyKaizens ? paths.home : paths.myKaizens}>
          {t(onMyKaizens ? 'topbar.all_kaizens' : 'topbar.my_kaizens')}
        </Dropdown.Item>
        {mayMove && onMove ? (
          <Dropdown.Item as="button" type="button" onClick={() => void navigate(-1)}>
            {t('topbar.back')}
          </Dropdown.Item>
        ) : null}
        {mayMove && !onMove ? (
          <Dropdown.Item as={Link} to={paths.moveMultiple}>
            {t('topbar.move_multiple')}
          </Dropdown.Item>
        ) : null}
        <Dropdown.Divider />
        <Dropdown.Item as="button" type="button" onClick={() => void logout()}>
          {t('topbar.logout')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
