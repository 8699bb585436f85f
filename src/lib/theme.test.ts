import { describe, expect, test } from 'vitest';
import { contrastRatio, parseHexColor, WHITE, type Rgb } from './color';
import {
  applyTheme,
  DEFAULT_HOVER_COLOR,
  DEFAULT_MAIN_COLOR,
  LIGHT_SURFACE,
  MARK_CONTRAST,
  TEXT_CONTRAST,
  themeFor,
  themeVariables,
} from './theme';

const rgb = (hex: string): Rgb => parseHexColor(hex)!;
const ratio = (a: string | Rgb, b: string | Rgb) =>
  contrastRatio(typeof a === 'string' ? rgb(a) : a, typeof b === 'string' ? rgb(b) : b);

describe('theme colours', () => {
  test('the hover colour is the main colour lightened by 20 per channel', () => {
    expect(themeFor('#cc0000').hover).toBe('#e01414');
    expect(themeFor('#336699').hover).toBe('#477aad');
    expect(themeFor('#f0f0f0').hover).toBe('#ffffff');
  });

  test('no colour gives the defaults #cc0000 / #990000', () => {
    expect(themeFor(null)).toMatchObject({ main: DEFAULT_MAIN_COLOR, hover: DEFAULT_HOVER_COLOR });
    expect(themeFor(undefined).main).toBe('#cc0000');
  });

  test.each([
    'red',
    '#12345g',
    '#1234',
    'rgb(0,0,0)',
    '#fff; background: url(https://evil.example/x)',
    'url(javascript:alert(1))',
    'var(--x)',
    42,
  ])('the invalid colour %j falls back to the defaults', (value) => {
    expect(themeFor(value)).toMatchObject({ main: DEFAULT_MAIN_COLOR, hover: DEFAULT_HOVER_COLOR });
  });

  test('short hex colours are expanded', () => {
    expect(themeFor('#0a0').main).toBe('#00aa00');
  });

  test('text on the main colour and links in it stay readable', () => {
    const yellow = themeFor('#ffdd00');
    expect(yellow.onMain).toBe('#000000');
    const white = parseHexColor('#ffffff')!;
    expect(contrastRatio(parseHexColor(yellow.link)!, white)).toBeGreaterThanOrEqual(4.5);
    expect(themeFor('#003366').onMain).toBe('#ffffff');
  });

  // Every CSS variable drawn in the company colour, with what it is drawn on and the ratio it
  // owes there (src/styles/_theme.scss says which rule uses which).
  describe.each(['#ffffff', '#ffee00', '#000000', '#cc0000', '#777777', '#0b63c5', '#00aa88'])(
    'with %s as the company colour',
    (color) => {
      const vars = themeVariables(themeFor(color));
      test.each([
        ['--qek-on-primary', '--qek-primary', TEXT_CONTRAST],
        ['--qek-on-primary', '--qek-primary-hover', TEXT_CONTRAST],
        ['--qek-on-accent', '--qek-accent', TEXT_CONTRAST],
      ])('%s reads on %s', (fore, back, min) => {
        expect(ratio(vars[fore], vars[back])).toBeGreaterThanOrEqual(min);
      });
      test.each([
        ['--bs-link-color', TEXT_CONTRAST],
        ['--bs-link-hover-color', TEXT_CONTRAST],
        ['--qek-accent', MARK_CONTRAST],
      ])('%s reads on white and on the light surfaces', (name, min) => {
        expect(ratio(vars[name], WHITE)).toBeGreaterThanOrEqual(min);
        expect(ratio(vars[name], LIGHT_SURFACE)).toBeGreaterThanOrEqual(min);
      });
      test('the focus ring is not one of its colours: no company colour can make it read as an error', () => {
        expect(Object.keys(vars).filter((name) => /focus/.test(name))).toEqual([]);
      });
      test('the rgb lists match their hex colours', () => {
        expect(vars['--qek-accent-rgb']).toBe(Object.values(rgb(vars['--qek-accent'])).join(', '));
        expect(vars['--bs-link-color-rgb']).toBe(
          Object.values(rgb(vars['--bs-link-color'])).join(', '),
        );
      });
    },
  );

  test('a colour that already reads is used as it is', () => {
    expect(themeFor('#cc0000')).toMatchObject({ link: '#cc0000', accent: '#cc0000' });
    expect(themeFor('#0b63c5').accent).toBe('#0b63c5');
  });

  test('white and yellow get an accent darkened just enough, not an invisible one', () => {
    for (const color of ['#ffffff', '#ffee00']) {
      const theme = themeFor(color);
      expect(theme.accent).not.toBe(color);
      expect(ratio(theme.accent, LIGHT_SURFACE)).toBeLessThan(3.2);
    }
  });

  test.each(['#0b63c5', '#cc0000', '#ffdd00', '#777777', '#00aa88', '#336699', '#2e7d32'])(
    'the button text of %s is the same colour on hover and reads on both',
    (color) => {
      const theme = themeFor(color);
      expect(ratio(theme.onMain, theme.main)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(ratio(theme.onMain, theme.hover)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    },
  );

  test('a hover colour that would need the other text colour is moved instead', () => {
    // White reads on #2e7d32 (black only 4.1:1) but not on its +20 hover #429146 (3.9:1).
    const theme = themeFor('#2e7d32');
    expect(theme.onMain).toBe('#ffffff');
    expect(theme.hover).not.toBe('#429146');
    expect(ratio('#ffffff', theme.hover)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  test('where the better text stops reading on hover, the other one that reads on both is taken and the hover kept', () => {
    // White reads a little better on #757575 (4.6:1, black 4.56:1), but only black on #898989.
    const theme = themeFor('#757575');
    expect(theme.onAccent).toBe('#ffffff');
    expect(theme).toMatchObject({ onMain: '#000000', hover: '#898989' });
  });

  test('applying a theme writes only computed hex values into CSS variables', () => {
    const root = document.createElement('div');
    applyTheme(themeFor('#fff; background: red'), root);
    expect(root.style.getPropertyValue('--qek-primary')).toBe('#cc0000');
    applyTheme(themeFor('#336699'), root);
    expect(root.style.getPropertyValue('--qek-primary')).toBe('#336699');
    expect(root.style.getPropertyValue('--qek-primary-hover')).toBe('#477aad');
    expect(root.style.getPropertyValue('--bs-primary-rgb')).toBe('51, 102, 153');
    expect(root.style.getPropertyValue('--qek-accent')).toBe('#336699');
  });

  test("the browser's own bars take the main colour", () => {
    const meta = document.head.appendChild(document.createElement('meta'));
    meta.name = 'theme-color';
    try {
      applyTheme(themeFor('#336699'), document.createElement('div'));
      expect(meta.content).toBe('#336699');
    } finally {
      meta.remove();
    }
  });
});
