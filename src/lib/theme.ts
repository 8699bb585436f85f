import { contrastRatio, parseHexColor, readableTextOn, shiftColor, toHex, type Rgb } from './color';

/** Spec §9 defaults, used when the user has no (valid) colour. */
export const DEFAULT_MAIN_COLOR = '#cc0000';
export const DEFAULT_HOVER_COLOR = '#990000';
const HOVER_OFFSET = 20;

export interface Theme {
  main: string;
  hover: string;
  mainRgb: Rgb;
  onMain: string;
  /** Text on the hover colour, which can be light enough to need dark text. */
  onHover: string;
  /** The main colour darkened until text in it reads on white (WCAG AA, 4.5:1). */
  link: string;
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };

function readableOnWhite(rgb: Rgb): Rgb {
  let color = rgb;
  while (contrastRatio(color, WHITE) < 4.5 && color.r + color.g + color.b > 0) {
    color = shiftColor(color, -8);
  }
  return color;
}

/** The theme for a colour from the server; an invalid or missing colour gives the defaults. */
export function themeFor(color: unknown): Theme {
  const rgb = parseHexColor(color);
  if (!rgb) {
    const main = parseHexColor(DEFAULT_MAIN_COLOR) as Rgb;
    return {
      main: DEFAULT_MAIN_COLOR,
      hover: DEFAULT_HOVER_COLOR,
      mainRgb: main,
      onMain: '#ffffff',
      onHover: '#ffffff',
      link: DEFAULT_MAIN_COLOR,
    };
  }
  return {
    main: toHex(rgb),
    hover: toHex(shiftColor(rgb, HOVER_OFFSET)),
    mainRgb: rgb,
    onMain: toHex(readableTextOn(rgb)),
    onHover: toHex(readableTextOn(shiftColor(rgb, HOVER_OFFSET))),
    link: toHex(readableOnWhite(rgb)),
  };
}

/**
 * Writes the theme into CSS variables on <html>. Only values built by `toHex` get here, so
 * nothing the server sends is ever copied into CSS as is.
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  const { r, g, b } = theme.mainRgb;
  root.style.setProperty('--qek-primary', theme.main);
  root.style.setProperty('--qek-primary-hover', theme.hover);
  root.style.setProperty('--qek-on-primary', theme.onMain);
  root.style.setProperty('--qek-on-primary-hover', theme.onHover);
  root.style.setProperty('--bs-primary', theme.main);
  root.style.setProperty('--bs-primary-rgb', `${r}, ${g}, ${b}`);
  const link = parseHexColor(theme.link) ?? theme.mainRgb;
  root.style.setProperty('--bs-link-color', theme.link);
  root.style.setProperty('--bs-link-color-rgb', `${link.r}, ${link.g}, ${link.b}`);
  root.style.setProperty('--bs-link-hover-color', theme.link);
  root.style.setProperty('--bs-link-hover-color-rgb', `${link.r}, ${link.g}, ${link.b}`);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.main);
}
