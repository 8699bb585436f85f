import { useTranslation } from 'react-i18next';
import type { Kaizen } from '@/api/schemas/kaizen';

const SIDES = ['before_image', 'after_image'] as const;

type Side = (typeof SIDES)[number];

interface KaizenDetailPhotosProps {
  kaizen: Kaizen;
  /** The before photo is shown as the situation itself (a kaizen captured as photo and sentence). */
  beforeAsSituation?: boolean;
}

/** Before and after side by side; stacked on small screens (printed side by side, _print.scss). */
export function KaizenDetailPhotos({ kaizen, beforeAsSituation = false }: KaizenDetailPhotosProps) {
  const { t } = useTranslation('kaizen.new');
  const sides = beforeAsSituation ? SIDES.filter((side) => side !== 'before_image') : SIDES;
  if (!sides.some((side) => kaizen[`${side}_src`])) return null;
  return (
    <section className="mb-4" aria-labelledby="kaizen-photos-title">
      <h2 id="kaizen-photos-title" className="h5">
        {t('photos.legend')}
      </h2>
      <div className="row g-3 kaizen-detail__photos">
        {sides.map((side) => {
          const src = kaizen[`${side}_src`];
          return (
            <figure key={side} className="col-12 col-sm-6 mb-0">
              {src ? (
                <KaizenPhoto kaizen={kaizen} side={side} src={src} />
              ) : (
                <p className="text-body-secondary border rounded p-3 mb-0">
                  {t('detail.no_photo')}
                </p>
              )}
              <figcaption className="small text-body-secondary mt-1">
                {t(`fields.${side}`)}
              </figcaption>
            </figure>
          );
        })}
      </div>
    </section>
  );
}

export function KaizenPhoto({ kaizen, side, src }: { kaizen: Kaizen; side: Side; src: string }) {
  const { t } = useTranslation('kaizen.new');
  return (
    <img
      src={src}
      alt={t('detail.photo_alt', { label: t(`fields.${side}`), title: kaizen.title })}
      className="img-fluid rounded border"
    />
  );
}
