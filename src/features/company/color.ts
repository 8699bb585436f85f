import type { CSSProperties } from 'react';
import { parseHexColor, toHex } from '@/lib/color';
import type { Theme } from '@/lib/theme';

/** A hex colour as the server stores it (#rrggbb), or null when the text is no colour. */
export function normalizeColor(text: string): string | null {
  const rgb = parseHexColor(text);
  return rgb ? toHex(rgb) : null;
}

/**
 * The theme as CSS variables for one element, so a preview re-themes only itself. Values come
 * from `themeFor`, which builds them with `toHex`: nothing typed reaches CSS as is.
 */
export function themeStyle(theme: Theme): CSSProperties {
  const { r, g, b } = theme.mainRgb;
  return {
    '--qek-primary': theme.main,
    '--qek-primary-hover': theme.hover,
    '--qek-on-primary': theme.onMain,
    '--bs-primary': theme.main,
    '--bs-primary-rgb': `${r}, ${g}, ${b}`,
    '--bs-link-color': theme.link,
    '--bs-link-hover-color': theme.link,
  } as CSSProperties;
}
