import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/api/api-error';
import { FormAlert } from '@/components/form-alert';
import { Link } from '@/components/link';
import { paths, teamSelectPath } from '@/config/paths';
import { failureMessage } from '@/lib/failure-message';
import { useSessionStore } from '@/stores/session-store';

/** Why the team of the address (a poster's QR code) was not chosen, and where the kaizen goes. */
function reasonOf(error: unknown, t: (key: string) => string): string {
  if (isApiError(error) && error.status === 403) return t('team.from_code_not_member');
  if (isApiError(error) && error.status === 404) return t('team.from_code_gone');
  return failureMessage(error);
}

/**
 * The team of `?team_id=` could not be made active: the kaizen goes to the active team, or,
 * without one, the user chooses a team first.
 */
export function TeamFromAddressAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('kaizen.new');
  const active = useSessionStore((state) => state.user?.active_team ?? null);
  return (
    <FormAlert
      variant="warning"
      heading={t('team.from_code_failed')}
      message={
        active ? (
          <>
            {reasonOf(error, t)} {t('team.from_code_active', { team: active.name })}
          </>
        ) : (
          reasonOf(error, t)
        )
      }
      action={
        active ? null : (
          <Link to={teamSelectPath({ redirect: paths.kaizenNew })}>{t('team.choose')}</Link>
        )
      }
    />
  );
}
