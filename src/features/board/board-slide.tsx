import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation';
import type { Kaizen, TeamKaizen } from '@/api/schemas/kaizen';
import { BoardEffects } from './board-effects';
import { firstName } from './board-contents';
import { slideKaizen } from './use-slide-cycle';

const SIDES = ['before', 'after'] as const;

function BoardPhotos({ kaizen }: { kaizen: Kaizen }) {
  const { t } = useTranslation('team.board');
  return (
    <div className="board-slide__photos">
      {SIDES.map((side) => {
        const src = kaizen[`${side}_image_src`];
        const label = t(side);
        return (
          <figure key={side} className="board-slide__photo">
            {src ? (
              <img src={src} alt={t('photo_alt', { label, title: kaizen.title })} />
            ) : (
              <div className="board-slide__no-photo">{t('no_photo')}</div>
            )}
            <figcaption className="board-slide__caption">{label}</figcaption>
          </figure>
        );
      })}
    </div>
  );
}

/**
 * One approved kaizen on the wall: before and after side by side (the same size and crop), its
 * title, its author's first name and its effect. Without photos the title takes their place.
 */
export function BoardSlide({ slide }: { slide: TeamKaizen }) {
  const { t } = useTranslation('team.board');
  // Prepared before it was shown; should that have failed, the list's own words still show.
  const { data: kaizen } = useQuery(slideKaizen(slide.id));
  const pictured = kaizen && (kaizen.before_image_src || kaizen.after_image_src);
  return (
    <article
      className={`board-slide${pictured ? '' : ' board-slide--text'}`}
      aria-labelledby="board-slide-title"
    >
      {pictured ? <BoardPhotos kaizen={kaizen} /> : null}
      <div className="board-slide__text">
        <h2 id="board-slide-title" className="board-slide__title">
          {slide.title}
        </h2>
        <p className="board-slide__author">{t('by', { name: firstName(slide.author.name) })}</p>
        {kaizen ? <BoardEffects kaizen={kaizen} /> : null}
      </div>
    </article>
  );
}
