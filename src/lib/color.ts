/** Colour maths for the theme (spec §4, §9), on hex colours only: nothing else reaches CSS. */

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Parses #rgb or #rrggbb (the # optional); anything else is null. */
export function parseHexColor(value: unknown): Rgb | null {
  if (typeof value !== 'string') return null;
  const match = HEX.exec(value.trim());
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  const n = Number.parseInt(hex, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const clampChannel = (c: number) => Math.min(255, Math.max(0, Math.round(c)));

/** Adds `amount` to every channel, clamped: the classic "lighten by 20" of spec §9. */
export function shiftColor(rgb: Rgb, amount: number): Rgb {
  return {
    r: clampChannel(rgb.r + amount),
    g: clampChannel(rgb.g + amount),
    b: clampChannel(rgb.b + amount),
  };
}

function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2];
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/** White or black text, whichever reads better on `background`. */
export function readableTextOn(background: Rgb): Rgb {
  return contrastRatio(background, WHITE) >= contrastRatio(background, BLACK) ? WHITE : BLACK;
}

function mix(from: Rgb, to: Rgb, share: number): Rgb {
  return {
    r: clampChannel(from.r + (to.r - from.r) * share),
    g: clampChannel(from.g + (to.g - from.g) * share),
    b: clampChannel(from.b + (to.b - from.b) * share),
  };
}

const MIX_STEPS = 255;

/**
 * `color` mixed with black or white, as little as needed (whichever gets there first), until it
 * reads at `ratio` against `background`; black or white when no mix reaches it. Both ways are
 * tried because a colour close to the background may have to pass through it first.
 */
export function ensureContrast(color: Rgb, background: Rgb, ratio: number): Rgb {
  for (let step = 0; step <= MIX_STEPS; step++) {
    for (const end of [BLACK, WHITE]) {
      const candidate = mix(color, end, step / MIX_STEPS);
      if (contrastRatio(candidate, background) >= ratio) return candidate;
    }
  }
  return readableTextOn(background);
}
