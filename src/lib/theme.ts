import { anyBody } from '@/api/parsers';
import { storedItem } from '@/stores/stored';
import {
  BLACK,
  contrastRatio,
  ensureContrast,
  parseHexColor,
  readableTextOn,
  shiftColor,
  toHex,
  WHITE,
  type Rgb,
} from './color';

/** Spec §9 defaults, used when the user has no (valid) colour. */
export const DEFAULT_MAIN_COLOR = '#cc0000';
export const DEFAULT_HOVER_COLOR = '#990000';
const HOVER_OFFSET = 20;

/** WCAG AA: 4.5:1 for text (1.4.3), 3:1 for focus rings, borders, bars and markers (1.4.11). */
export const TEXT_CONTRAST = 4.5;
export const MARK_CONTRAST = 3;

/**
 * The darkest light surface links and marks sit on (Bootstrap's gray-200: hovered table rows,
 * light badges and panels are lighter). A colour that reads on it reads on white too.
 */
export const LIGHT_SURFACE: Rgb = { r: 0xe9, g: 0xec, b: 0xef };

/**
 * The company colour and its variants per use. `main` and `hover` fill large areas (navigation,
 * primary buttons, badges) with `onMain` text on them; everything drawn in the colour on the
 * page itself uses a variant adjusted to that page, so any colour an admin picks stays legible.
 */
export interface Theme {
  main: string;
  hover: string;
  /** Text on the main and on the hover colour alike, so hovering never flips it. */
  onMain: string;
  /** Text and links in the colour on light surfaces (4.5:1). */
  link: string;
  /** Focus rings, borders, checked controls, chart bars, active markers on light surfaces (3:1). */
  accent: string;
  /** Text on the accent colour (the current page number, an active pill). */
  onAccent: string;
}

/**
 * One text colour for both button states: the better one on the main colour when it also reads
 * on the hover colour, else the other one when that reads on both, else the better one with
 * the hover colour moved (as little as needed) until it reads too.
 */
function buttonColors(main: Rgb, hover: Rgb): { text: Rgb; hover: Rgb } {
  const best = readableTextOn(main);
  const other = best === WHITE ? BLACK : WHITE;
  for (const text of [best, other]) {
    const readsOnBoth =
      contrastRatio(text, main) >= TEXT_CONTRAST && contrastRatio(text, hover) >= TEXT_CONTRAST;
    if (readsOnBoth) return { text, hover };
  }
  return { text: best, hover: ensureContrast(hover, best, TEXT_CONTRAST) };
}

function buildTheme(main: Rgb, hover: Rgb): Theme {
  const button = buttonColors(main, hover);
  const accent = ensureContrast(main, LIGHT_SURFACE, MARK_CONTRAST);
  return {
    main: toHex(main),
    hover: toHex(button.hover),
    onMain: toHex(button.text),
    link: toHex(ensureContrast(main, LIGHT_SURFACE, TEXT_CONTRAST)),
    accent: toHex(accent),
    onAccent: toHex(readableTextOn(accent)),
  };
}

/** The theme for a colour from the server; an invalid or missing colour gives the defaults. */
export function themeFor(color: unknown): Theme {
  const rgb = parseHexColor(color);
  if (!rgb) {
    return buildTheme(
      parseHexColor(DEFAULT_MAIN_COLOR) as Rgb,
      parseHexColor(DEFAULT_HOVER_COLOR) as Rgb,
    );
  }
  return buildTheme(rgb, shiftColor(rgb, HOVER_OFFSET));
}

function rgbList(hex: string): string {
  const { r, g, b } = parseHexColor(hex) as Rgb;
  return `${r}, ${g}, ${b}`;
}

/**
 * The theme as CSS variables. Only values built by `toHex` get here, so nothing the server
 * sends is ever copied into CSS as is.
 */
export function themeVariables(theme: Theme): Record<string, string> {
  return {
    '--qek-primary': theme.main,
    '--qek-primary-hover': theme.hover,
    '--qek-on-primary': theme.onMain,
    '--qek-accent': theme.accent,
    '--qek-accent-rgb': rgbList(theme.accent),
    '--qek-on-accent': theme.onAccent,
    '--bs-primary': theme.main,
    '--bs-primary-rgb': rgbList(theme.main),
    '--bs-link-color': theme.link,
    '--bs-link-color-rgb': rgbList(theme.link),
    '--bs-link-hover-color': theme.link,
    '--bs-link-hover-color-rgb': rgbList(theme.link),
  };
}

/**
 * The theme this device showed last, for the next page load's first frame. The app never reads
 * it back: src/first-frame/first-frame.js does, before any code loads, and takes from it only
 * the six colours of `Theme`, each as #rrggbb. The company's colour, not the user's: kept on
 * sign-out, on a shared device too (docs/decisions.md, "A frame before the code").
 */
const rememberedTheme = storedItem('local', 'qek_theme', anyBody);

/** Writes the theme into CSS variables on <html>, and keeps it for the next first frame. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(theme))) {
    root.style.setProperty(name, value);
  }
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.main);
  rememberedTheme.write(JSON.stringify(theme));
}
