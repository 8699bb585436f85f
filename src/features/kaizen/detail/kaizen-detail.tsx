import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import type { Kaizen } from '@/api/schemas/kaizen';
import type { CurrentUser } from '@/api/schemas/user';
import { focusIfLost } from '@/lib/focus';
import { KaizenDetailActions } from './kaizen-detail-actions';
import { KaizenDetailEffects } from './kaizen-detail-effects';
import { KaizenDetailPhotos } from './kaizen-detail-photos';
import { KaizenDetailText } from './kaizen-detail-text';
import { canReview, isAuthor } from './kaizen-rights';
import { KaizenWaiting } from './kaizen-waiting';
import { KaizenStatus } from '@/components/kaizen-status';
import { dateTimeFormat } from '@/utils/intl-format';

interface KaizenDetailProps {
  kaizen: Kaizen;
  user: CurrentUser | null;
  /** The kaizen as an action left it (an unreadable answer refetches it: src/lib/query-client.ts). */
  onChanged: (changed: Kaizen) => void;
}

/** The read view of a kaizen (spec §2), with the actions the viewer may take. */
export function KaizenDetail({ kaizen, user, onChanged }: KaizenDetailProps) {
  const { t, i18n } = useTranslation(['kaizen.new', 'base']);
  const status = useRef<HTMLSpanElement>(null);
  // A decision removes the buttons it was taken with; the new status takes their focus.
  const shownStatus = useRef(kaizen.status);
  useEffect(() => {
    if (shownStatus.current !== kaizen.status) focusIfLost(status.current);
    shownStatus.current = kaizen.status;
  }, [kaizen.status]);
  const date = dateTimeFormat(i18n.language, { dateStyle: 'long' });
  const dates = [
    ['detail.created_at', kaizen.created_at],
    ['detail.submitted_at', kaizen.submitted_at],
    ['detail.decided_at', kaizen.decided_at],
  ] as const;
  return (
    <article className="kaizen-detail" aria-labelledby="kaizen-detail-title">
      <header className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="kaizen-detail-title" className="h3 mb-0 me-2" tabIndex={-1}>
          {kaizen.title}
        </h1>
        <KaizenStatus ref={status} status={kaizen.status} />
        {kaizen.shared ? (
          <span className="badge fs-6 text-bg-light border">{t('detail.is_shared')}</span>
        ) : null}
      </header>
      {isAuthor(user, kaizen) || canReview(user, kaizen) ? <KaizenWaiting kaizen={kaizen} /> : null}
      <KaizenDetailActions kaizen={kaizen} user={user} onChanged={onChanged} />
      <dl className="row kaizen-detail__facts">
        <div className="col-sm-6 col-lg-4 mb-2">
          <dt>{t('fields.team_id')}</dt>
          <dd className="mb-0">{kaizen.team.name}</dd>
        </div>
        <div className="col-sm-6 col-lg-4 mb-2">
          {/* A draft is not submitted yet: it was made by its author, not sent in. */}
          <dt>{t(kaizen.status === 'draft' ? 'detail.created_by' : 'detail.author')}</dt>
          <dd className="mb-0">{kaizen.author.name}</dd>
        </div>
        {dates.map(([key, value]) =>
          value ? (
            <div key={key} className="col-sm-6 col-lg-4 mb-2">
              <dt>{t(key)}</dt>
              <dd className="mb-0">
                <time dateTime={value}>{date.format(new Date(value))}</time>
              </dd>
            </div>
          ) : null,
        )}
      </dl>
      {kaizen.status === 'declined' && kaizen.decline_reason ? (
        <Alert variant="danger">
          <Alert.Heading as="h2" className="h6">
            {t('detail.decline_reason')}
          </Alert.Heading>
          <KaizenDetailText text={kaizen.decline_reason} />
        </Alert>
      ) : null}
      <KaizenDetailSection title={t('fields.problem')} text={kaizen.problem} />
      <KaizenDetailSection title={t('fields.improvement')} text={kaizen.improvement} />
      {kaizen.result ? (
        <KaizenDetailSection title={t('fields.result')} text={kaizen.result} />
      ) : null}
      <KaizenDetailPhotos kaizen={kaizen} />
      <KaizenDetailEffects kaizen={kaizen} />
    </article>
  );
}

function KaizenDetailSection({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('kaizen.new');
  return (
    <section className="mb-4">
      <h2 className="h5">{title}</h2>
      {text ? (
        <KaizenDetailText text={text} />
      ) : (
        <p className="text-body-secondary">{t('detail.empty_text')}</p>
      )}
    </section>
  );
}
