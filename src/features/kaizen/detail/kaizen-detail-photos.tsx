import { useTranslation } from '@/i18n/use-translation';
import type { Kaizen } from '@/api/schemas/kaizen';
import { PhotoPair, type PairedPhoto } from '@/components/photo-pair';

type Side = 'before_image' | 'after_image';

interface KaizenDetailPhotosProps {
  kaizen: Kaizen;
  /** The before photo is shown as the situation itself (a kaizen captured as photo and sentence). */
  beforeAsSituation?: boolean;
}

/**
 * Before and after as one picture: side by side, the same size and crop, a slider on a phone;
 * printed side by side on the A4 sheet.
 */
export function KaizenDetailPhotos({ kaizen, beforeAsSituation = false }: KaizenDetailPhotosProps) {
  const { t } = useTranslation('kaizen.new');
  const photo = (side: Side): PairedPhoto | null => {
    const src = kaizen[`${side}_src`];
    return src
      ? {
          src,
          alt: t('detail.photo_alt', { label: t(`fields.${side}`), title: kaizen.title }),
          label: t(`fields.${side}`),
        }
      : null;
  };
  const before = beforeAsSituation ? null : photo('before_image');
  const after = photo('after_image');
  if (!before && !after) return null;
  return (
    <section className="mb-4 kaizen-detail__photos" aria-labelledby="kaizen-photos-title">
      <h2 id="kaizen-photos-title" className="h5">
        {t('photos.legend')}
      </h2>
      <PhotoPair
        before={before}
        after={after}
        slider={{
          label: t('photos.compare'),
          valueText: (shown) => t('photos.compare_value', { before: shown, after: 100 - shown }),
        }}
      />
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
