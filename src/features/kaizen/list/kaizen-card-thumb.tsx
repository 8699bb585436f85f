import { LineIcon } from '@/components/line-icon';

const CAMERA = 'M3 7h4l2-3h6l2 3h4v13H3zM12 10a3.5 3.5 0 1 0 0 7 3.5 3.5 0 1 0 0-7';

/**
 * The before photo of a kaizen on its card, loaded only as it scrolls into view. Its address
 * passed the schema's trusted-origin check (`imageSrcSchema`); without one, a drawn frame keeps
 * the cards in line. Decorative: the card's link already names the kaizen.
 */
export function KaizenCardThumb({ src }: { src: string | null }) {
  if (src) {
    return (
      <img
        className="kaizen-card__thumb object-fit-cover rounded"
        src={src}
        alt=""
        width={72}
        height={72}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <span className="kaizen-card__thumb kaizen-card__thumb--empty rounded" aria-hidden="true">
      <LineIcon path={CAMERA} size={28} strokeWidth={1.5} />
    </span>
  );
}
