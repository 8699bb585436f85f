import { useTranslation } from '@/i18n/use-translation';
import { LoadError } from '@/components/load-error';
import { dateTimeFormat } from '@/utils/intl-format';
import { BoardSlide } from './board-slide';
import { useBoardData } from './use-board-data';
import { useSlideCycle } from './use-slide-cycle';

/** "Bijgewerkt om 14:05": when the state on screen was taken, and whether it is the last good one. */
function BoardUpdated({ at, stale }: { at: number; stale: boolean }) {
  const { t, i18n } = useTranslation('team.board');
  const time = dateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(at);
  return (
    <p className={`board__updated${stale ? ' board__updated--stale' : ''}`} role="status">
      {t(stale ? 'offline' : 'updated', { time })}
    </p>
  );
}

/**
 * The board of one team: this month's approved kaizens, one at a time, with the team's figures
 * and when they were read. Needs no hand: it refreshes and cycles by itself, and keeps the last
 * good state through an outage.
 */
export function Board({ teamId }: { teamId: number }) {
  const { t } = useTranslation('team.board');
  const { contents, teamName, error, updatedAt, stale, refetch } = useBoardData(teamId);
  const slides = contents?.slides;
  const { current, paused, togglePause } = useSlideCycle(
    slides?.map((slide) => slide.id),
    updatedAt,
  );
  const index = slides?.findIndex((slide) => slide.id === current) ?? -1;
  const slide = slides?.[index];

  if (!contents) {
    if (error) return <LoadError error={error} onRetry={refetch} />;
    return <div className="board board--loading" aria-busy="true" />;
  }
  return (
    <div className="board">
      <header className="board__bar">
        <h1 className="board__team">{teamName ?? t('title')}</h1>
        <dl className="board__figures">
          <div className="board__figure">
            <dt>{t('month')}</dt>
            <dd>{contents.slides.length}</dd>
          </div>
          <div className="board__figure">
            <dt>{t('waiting')}</dt>
            <dd>{contents.waiting}</dd>
          </div>
        </dl>
      </header>
      <section className="board__stage" aria-label={t('slides')}>
        {slide ? (
          // A new key per kaizen: the slide fades in afresh (not under reduced motion).
          <BoardSlide key={slide.id} slide={slide} />
        ) : (
          <div className="board__message">
            <p className="board__message-text">
              {contents.slides.length === 0 ? t('empty') : t(stale ? 'unreadable' : 'preparing')}
            </p>
            {contents.slides.length === 0 ? (
              <p className="board__message-hint">{t('empty_hint')}</p>
            ) : null}
          </div>
        )}
      </section>
      <footer className="board__foot">
        <BoardUpdated at={updatedAt} stale={stale} />
        {slide ? (
          <p className="board__position">
            {t('position', { number: index + 1, total: contents.slides.length })}
          </p>
        ) : null}
        {contents.slides.length > 1 ? (
          <button type="button" className="wall-button" onClick={togglePause}>
            {t(paused ? 'resume' : 'pause')}
          </button>
        ) : null}
      </footer>
    </div>
  );
}
