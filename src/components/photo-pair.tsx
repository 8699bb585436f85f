import { useState, type CSSProperties } from 'react';
import '@/styles/photo-pair.scss';

/** One side of the pair: a checked image address (its schema's), its text and its label. */
export interface PairedPhoto {
  src: string;
  /** Empty where the photo is decoration (a card, whose link names the kaizen). */
  alt: string;
  /** Shown on the photo: which one it is. */
  label: string;
}

interface PhotoPairProps {
  before: PairedPhoto | null;
  after: PairedPhoto | null;
  /** Small and loaded as it scrolls into view (a card); no slider. */
  compact?: boolean;
  /**
   * On a phone, where two photos side by side would be too small, one lies over the other
   * and this range control shows more of one or the other.
   */
  slider?: { label: string; valueText: (beforeShown: number) => string };
}

/**
 * Before and after as one picture: side by side, the same size and crop (photo-pair.scss),
 * each with its label; a photo alone fills the frame. How far the slider reveals the before
 * photo is a CSS custom property set through the CSSOM (the strict CSP allows no style
 * attribute), from the control's own number.
 */
export function PhotoPair({ before, after, compact = false, slider }: PhotoPairProps) {
  const [shown, setShown] = useState(50);
  const photos = [before, after].filter((photo) => photo !== null);
  if (photos.length === 0) return null;
  const paired = before !== null && after !== null;
  const withSlider = paired && slider !== undefined && !compact;
  const classes = [
    'photo-pair',
    compact ? 'photo-pair--compact' : '',
    paired ? '' : 'photo-pair--single',
    withSlider ? 'photo-pair--slider' : '',
  ].filter(Boolean);
  const side = (photo: PairedPhoto, which: 'before' | 'after') => (
    <figure className={`photo-pair__side photo-pair__side--${which}`}>
      <img
        src={photo.src}
        alt={photo.alt}
        loading={compact ? 'lazy' : undefined}
        decoding="async"
        width={400}
        height={300}
      />
      <figcaption className="photo-pair__label">{photo.label}</figcaption>
    </figure>
  );
  return (
    <div
      className={classes.join(' ')}
      style={withSlider ? ({ '--photo-pair-shown': `${shown}%` } as CSSProperties) : undefined}
    >
      <div className="photo-pair__frame">
        {before ? side(before, 'before') : null}
        {after ? side(after, 'after') : null}
      </div>
      {withSlider ? (
        <input
          type="range"
          className="photo-pair__slider"
          min={0}
          max={100}
          step={5}
          value={shown}
          aria-label={slider.label}
          aria-valuetext={slider.valueText(shown)}
          onChange={(event) => setShown(Number(event.target.value))}
        />
      ) : null}
    </div>
  );
}
