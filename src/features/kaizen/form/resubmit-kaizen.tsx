import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from '@/i18n/use-translation';
import { kaizenQueries } from '@/api/kaizen-queries';
import { Link } from '@/components/link';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import { DeclineReason } from '../detail/decline-answer';
import type { KaizenFormStart } from './kaizen-form-start';
import { resubmitPhotos, resubmitValues } from './resubmit';
import '@/styles/kaizen-work.scss';

interface ResubmitKaizenProps {
  declinedId: number;
  /** The new kaizen's form, given what it starts from and what to show beside it. */
  children: (start: KaizenFormStart | undefined, aside: ReactNode) => ReactNode;
}

/**
 * /kaizen?resubmit=12: a new kaizen that improves on her declined kaizen 12, filled with its
 * texts and photos, the lead's answer beside it. Nothing is saved until she saves; kaizen 12
 * stays as it is. Someone else's kaizen, or one not declined, gives the plain new form.
 */
export function ResubmitKaizen({ declinedId, children }: ResubmitKaizenProps) {
  const { t } = useTranslation(['kaizen.new', 'base']);
  const userId = useSessionStore((state) => state.user?.id);
  const { data: declined, error, refetch } = useQuery(kaizenQueries.detail(declinedId));
  const [ready, setReady] = useState<{ start: KaizenFormStart; photosFailed: boolean }>();
  const improves = declined?.status === 'declined' && declined.author.id === userId;

  useEffect(() => {
    if (!declined || !improves || ready?.start.resubmitOf === declined.id) return;
    let current = true;
    const values = resubmitValues(declined, t('resubmit.link_line', { id: declined.id }));
    void resubmitPhotos(declined).then(({ photos, failed }) => {
      if (current) {
        setReady({ start: { values, photos, resubmitOf: declined.id }, photosFailed: failed });
      }
    });
    return () => {
      current = false;
    };
  }, [declined, improves, ready, t]);

  if (error) {
    return (
      <section aria-labelledby="resubmit-error-title">
        <h1 id="resubmit-error-title" className="h3 mb-3">
          {t('resubmit.load_failed')}
        </h1>
        <LoadError error={error} onRetry={() => void refetch()} />
      </section>
    );
  }
  if (declined && !improves) return children(undefined, null);
  if (!declined || !ready) {
    return (
      <div role="status" className="d-flex align-items-center gap-2">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        {t('resubmit.loading')}
      </div>
    );
  }
  const aside = (
    <>
      <section className="decline-answer" aria-label={t('decline_answer.label')}>
        {declined.decline_reason ? (
          <DeclineReason reason={declined.decline_reason} heading={t('decline_answer.heading')} />
        ) : null}
        <p className="small mb-0">
          {t('resubmit.improves')}{' '}
          <Link to={paths.myKaizenEdit(declined.id)}>
            {t('resubmit.old_kaizen', { id: declined.id, title: declined.title })}
          </Link>
        </p>
      </section>
      {ready.photosFailed ? (
        <p className="small text-body-secondary">{t('resubmit.photos_failed')}</p>
      ) : null}
    </>
  );
  return children(ready.start, aside);
}
