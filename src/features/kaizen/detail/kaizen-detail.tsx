import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Kaizen } from '@/api/schemas/kaizen';
import type { CurrentUser } from '@/api/schemas/user';
import { focusIfLost } from '@/lib/focus';
import { DeclineAnswer } from './decline-answer';
import { KaizenDetailActions } from './kaizen-detail-actions';
import { KaizenDetailEffects } from './kaizen-detail-effects';
import { KaizenDetailFacts } from './kaizen-detail-facts';
import { KaizenDetailMeta } from './kaizen-detail-meta';
import { KaizenDetailPhotos, KaizenPhoto } from './kaizen-detail-photos';
import { KaizenDetailText } from './kaizen-detail-text';
import { canReview, isAuthor } from './kaizen-rights';
import { KaizenWaiting } from './kaizen-waiting';
import { KaizenStatus } from '@/kaizens/status';
import type { DecisionName } from '@/kaizens/review/decision-store';

interface KaizenDetailProps {
  kaizen: Kaizen;
  user: CurrentUser | null;
  /** The kaizen as an action left it (an unreadable answer refetches it: src/lib/query-client.ts). */
  onChanged: (changed: Kaizen) => void;
  /** Opened from the review queue: its navigation beside the decisions, and on after one. */
  triage?: { nav: ReactNode; onDecided: (name: DecisionName) => void };
}

/**
 * The read view of a kaizen (spec §2), the idea first: title, status, who and when in one
 * line, the photos, the texts; the bookkeeping beside it (on a phone, folded away).
 */
export function KaizenDetail({ kaizen, user, onChanged, triage }: KaizenDetailProps) {
  const { t } = useTranslation(['kaizen.new', 'base']);
  const status = useRef<HTMLSpanElement>(null);
  // Captured as a photo and a sentence, the before photo is the situation: alone it stands
  // where the situation is told; with an after photo the pair shows it, labelled.
  const toldInWords = kaizen.problem.trim() !== '';
  const photoSituation = toldInWords || kaizen.after_image_src ? null : kaizen.before_image_src;
  // A decision removes the buttons it was taken with; the new status takes their focus.
  const shownStatus = useRef(kaizen.status);
  useEffect(() => {
    if (shownStatus.current !== kaizen.status) focusIfLost(status.current);
    shownStatus.current = kaizen.status;
  }, [kaizen.status]);
  return (
    <article className="kaizen-detail" aria-labelledby="kaizen-detail-title">
      <header className="mb-3">
        <h1 id="kaizen-detail-title" className="h3 mb-2" tabIndex={-1}>
          {kaizen.title}
        </h1>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <KaizenStatus ref={status} status={kaizen.status} />
          {kaizen.shared ? <span className="kaizen-shared">{t('detail.is_shared')}</span> : null}
        </div>
        <KaizenDetailMeta kaizen={kaizen} />
      </header>
      {isAuthor(user, kaizen) || canReview(user, kaizen) ? <KaizenWaiting kaizen={kaizen} /> : null}
      {/* One place for the actions, triage or not, so the queue arriving keeps their state (an
          open decline dialog). On a phone the triage's dock sits at the bottom, within thumb reach. */}
      <div className={triage ? 'triage-dock' : undefined}>
        {triage?.nav}
        <KaizenDetailActions
          kaizen={kaizen}
          user={user}
          onChanged={onChanged}
          onDecided={triage?.onDecided}
          shortcuts={triage !== undefined}
        />
      </div>
      <DeclineAnswer kaizen={kaizen} user={user} />
      <div className="kaizen-detail__layout">
        <div className="kaizen-detail__main">
          <KaizenDetailPhotos kaizen={kaizen} beforeAsSituation={photoSituation !== null} />
          {photoSituation !== null ? (
            <section className="mb-4">
              <h2 className="h5">{t('fields.problem')}</h2>
              <figure className="kaizen-detail__situation mb-0">
                <KaizenPhoto kaizen={kaizen} side="before_image" src={photoSituation} />
              </figure>
            </section>
          ) : null}
          {toldInWords || !kaizen.before_image_src ? (
            <KaizenDetailSection title={t('fields.problem')} text={kaizen.problem} />
          ) : null}
          <KaizenDetailSection title={t('fields.improvement')} text={kaizen.improvement} />
          {kaizen.result ? (
            <KaizenDetailSection title={t('fields.result')} text={kaizen.result} />
          ) : null}
          <KaizenDetailEffects kaizen={kaizen} />
        </div>
        <KaizenDetailFacts kaizen={kaizen} />
      </div>
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
