import { useTranslation } from '@/i18n/use-translation';
import type { Kaizen } from '@/api/schemas/kaizen';
import type { CurrentUser } from '@/api/schemas/user';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { mayReadDecline } from '@/kaizens/decisions/decline-visibility';
import { canCreateKaizen } from '@/lib/permissions';
import { KaizenDetailText } from './kaizen-detail-text';
import { isAuthor } from './kaizen-rights';
import '@/styles/kaizen-work.scss';

/** The decline reason as words: the lead's answer to the author, quiet, not an error. */
export function DeclineReason({ reason, heading }: { reason: string; heading: string }) {
  return (
    <>
      <h2 className="h6 mb-2">{heading}</h2>
      <blockquote className="decline-answer__quote">
        <KaizenDetailText text={reason} />
      </blockquote>
    </>
  );
}

/**
 * A declined kaizen's reason, for those the rule lets read it
 * (src/kaizens/decisions/decline-visibility.ts): to its author as the lead's answer, with the way
 * on, "Verbeter en dien opnieuw in"; to those who decide as the reason. Nobody else sees it,
 * whatever the server sent.
 */
export function DeclineAnswer({ kaizen, user }: { kaizen: Kaizen; user: CurrentUser | null }) {
  const { t } = useTranslation('kaizen.new');
  const reason = kaizen.decline_reason;
  if (kaizen.status !== 'declined' || !reason || !mayReadDecline(user, kaizen)) return null;
  if (!isAuthor(user, kaizen)) {
    return (
      <section className="decline-answer" aria-label={t('detail.decline_reason')}>
        <DeclineReason reason={reason} heading={t('detail.decline_reason')} />
      </section>
    );
  }
  return (
    <section className="decline-answer" aria-label={t('decline_answer.label')}>
      <DeclineReason reason={reason} heading={t('decline_answer.heading')} />
      {canCreateKaizen(user) ? (
        <>
          <p className="small text-body-secondary mb-2">{t('decline_answer.next')}</p>
          <Link to={paths.kaizenResubmit(kaizen.id)} className="btn btn-primary">
            {t('decline_answer.resubmit')}
          </Link>
        </>
      ) : null}
    </section>
  );
}
