import { useTranslation } from 'react-i18next';
import type { Kaizen } from '@/api/schemas/kaizen';

const SIDES = ['before_image', 'after_image'] as const;

/** Before and after side by side; stacked on small screens (printed side by side, _print.scss). */
export function KaizenDetailPhotos({ kaizen }: { kaizen: Kaizen }) {
  const { t } = useTranslation('kaizen.new');
  if (!kaizen.before_image_src && !kaizen.after_image_src) return null;
  return (
    <section className="mb-4" aria-labelledby="kaizen-photos-title">
      <h2 id="kaizen-photos-title" className="h5">
        {t('photos.legend')}
      </h2>
      <div className="row g-3 kaizen-detail__photos">
        {SIDES.map((side) => {
          const src = kaizen[`${side}_src`];
          return (
            <figure key={side} className="col-12 col-sm-6 mb-0">
              {src ? (
                <img
                  src={src}
                  alt={t('detail.photo_alt', { label: t(`fields.${side}`), title: kaizen.title })}
                  className="img-fluid rounded border"
                />
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
