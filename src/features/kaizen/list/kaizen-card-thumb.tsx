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
      <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor">
        <path
          strokeWidth="1.5"
          strokeLinejoin="round"
          d="M3 7h4l2-3h6l2 3h4v13H3zM12 10a3.5 3.5 0 1 0 0 7 3.5 3.5 0 1 0 0-7"
        />
      </svg>
    </span>
  );
}
