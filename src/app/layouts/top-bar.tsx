import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CurrentUser } from '@/api/schemas/user';
import { paths } from '@/config/paths';
import { LanguageFlags } from './language-flags';
import { NavIcon } from './nav-icon';
import { NavToggle } from './nav-toggle';
import { ProfileMenu } from './profile-menu';

/** Spec §1: company logo, language flags, the active team and the profile menu. */
export function TopBar({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('base');
  const team = user.active_team;
  return (
    <header className="top-bar">
      <NavToggle />
      {user.logo_src ? (
        <img className="top-bar__logo" src={user.logo_src} alt={t('topbar.company_logo')} />
      ) : null}
      <div className="top-bar__end">
        <LanguageFlags languages={user.languages} />
        <Link
          to={paths.teamSelect}
          className="top-bar__team"
          aria-label={team ? t('topbar.active_team', { team: team.name }) : undefined}
          title={t('topbar.choose_team')}
        >
          <NavIcon name="team" />
          <span className="top-bar__team-name">{team ? team.name : t('topbar.no_team')}</span>
        </Link>
        <ProfileMenu user={user} />
      </div>
    </header>
  );
}
