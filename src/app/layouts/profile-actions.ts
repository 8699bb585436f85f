import { useTranslation } from '@/i18n/use-translation';
import { useLocation } from 'react-router-dom';
import type { CurrentUser } from '@/api/schemas/user';
import { paths } from '@/config/paths';
import { can } from '@/lib/permissions';
import { sharedDeviceIdleMinutes } from '@/lib/shared-device';
import { unsentWorkOf } from '@/kaizens/unsent/unsent-work';
import { signOutAndLeave, signOutShared } from '../sign-out-and-leave';
import { askSignOutChoice } from './sign-out-choice';

/** One entry of the profile menu: a link, or a button when it has no address. */
export interface ProfileAction {
  label: string;
  to?: string;
  onSelect?: () => void;
}

/**
 * Spec §2's profile menu: profile, my/all kaizens, move multiple, and logout. The top
 * bar's dropdown and the phone's drawer both show these, so the two cannot drift apart.
 */
export function useProfileActions(user: CurrentUser) {
  const { t } = useTranslation('base');
  const { pathname } = useLocation();
  const onMyKaizens = pathname === paths.myKaizens;
  // Spec §6: bulk move only inside an active team.
  const team = user.active_team;
  const mayMove = team !== null && can(user, 'move kaizen');

  const actions: ProfileAction[] = [
    { label: t('topbar.profile'), to: paths.profile },
    onMyKaizens
      ? { label: t('topbar.all_kaizens'), to: paths.home }
      : { label: t('topbar.my_kaizens'), to: paths.myKaizens },
  ];
  // Kaizens are chosen where they are listed: the entry opens the team's approved list.
  if (mayMove) actions.push({ label: t('topbar.move_multiple'), to: paths.teamApproved(team.id) });

  async function logout() {
    if (sharedDeviceIdleMinutes() !== null) {
      // A shared device: nothing of theirs stays readable; with unsent work they choose first.
      const work = await unsentWorkOf(user.id).catch(() => ({
        drafts: 0,
        outbox: 0,
        sealable: false,
      }));
      if (work.drafts + work.outbox > 0) askSignOutChoice(work);
      else await signOutShared(user.id);
      return;
    }
    // Whether or not the server heard it (the login page says so when not), this device is
    // signed out.
    await signOutAndLeave();
  }

  return { actions, logout: () => void logout(), logoutLabel: t('topbar.logout') };
}
