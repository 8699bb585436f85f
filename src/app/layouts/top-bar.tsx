import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from '@/components/link';
import type { CurrentUser } from '@/api/schemas/user';
import { TOASTS_BELOW } from '@/components/toasts';
import { paths } from '@/config/paths';
import { currentCompany } from '@/lib/current-company';
import { useNavStore } from '@/stores/nav-store';
import { LanguageFlags } from './language-flags';
import { NavIcon } from './nav-icon';
import { NavToggle } from './nav-toggle';
import { NoticesEntry } from './notices-entry';
import { NewKaizenAction } from './new-kaizen-action';
import { ProfileMenu } from './profile-menu';

/**
 * Spec §1: company logo, language flags, the active team and the profile menu. On a phone the
 * flags move into the navigation drawer, which has the profile menu's actions too.
 */
export function TopBar({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('base');
  const mobile = useNavStore((state) => state.mobile);
  const team = user.active_team;
  // The logo stands for the company, so its name is the logo's text; the product's name until
  // (or if never) the company is known. Asked for only when there is a logo to name.
  const company = useQuery({ ...currentCompany(), enabled: Boolean(user.logo_src) });
  return (
    <header className="top-bar" {...{ [TOASTS_BELOW]: '' }}>
      <NavToggle />
      {user.logo_src ? (
        <img
          className="top-bar__logo"
          src={user.logo_src}
          alt={company.data?.name ?? t('nav.brand')}
        />
      ) : null}
      <div className="top-bar__end">
        <NewKaizenAction user={user} />
        {mobile ? null : <LanguageFlags languages={user.languages} />}
        <Link
          to={paths.teamSelect}
          className="top-bar__team"
          aria-label={team ? t('topbar.active_team', { team: team.name }) : undefined}
          title={t('topbar.choose_team')}
        >
          <NavIcon name="team" />
          <span className="top-bar__team-name">{team ? team.name : t('topbar.no_team')}</span>
        </Link>
        <NoticesEntry userId={user.id} />
        <ProfileMenu user={user} />
      </div>
    </header>
  );
}
