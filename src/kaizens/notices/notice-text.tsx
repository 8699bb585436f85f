import { useTranslation } from '@/i18n/use-translation';
import type { ShownNotice } from './use-notices';

/** One notice: what was decided, on which kaizen, and for a decline, why. */
export function NoticeText({ notice }: { notice: ShownNotice }) {
  const { t } = useTranslation('base');
  const { kaizen, kind } = notice;
  return (
    <>
      <span className="d-block fw-semibold">
        {t(`notices.${kind}`, { team: kaizen.team.name })}
      </span>
      <span className="d-block text-break notice-text__title">{kaizen.title}</span>
      {kind === 'declined' && kaizen.decline_reason ? (
        <span className="d-block small text-body-secondary text-break">
          {t('notices.reason', { reason: kaizen.decline_reason })}
        </span>
      ) : null}
    </>
  );
}
