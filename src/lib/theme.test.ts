import { describe, expect, test } from 'vitest';
import { contrastRatio, parseHexColor } from './color';
import { applyTheme, DEFAULT_HOVER_COLOR, DEFAULT_MAIN_COLOR, themeFor } from './theme';

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

  test.each(['#0b63c5', '#cc0000', '#ffdd00', '#777777', '#00aa88'])(
    'text on the hover colour of %s reads at 4.5:1 or better',
    (color) => {
      const theme = themeFor(color);
      const ratio = contrastRatio(parseHexColor(theme.onHover)!, parseHexColor(theme.hover)!);
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    },
  );

  test('applying a theme writes only computed hex values into CSS variables', () => {
    const root = document.createElement('div');
    applyTheme(themeFor('#fff; background: red'), root);
    expect(root.style.getPropertyValue('--qek-primary')).toBe('#cc0000');
    applyTheme(themeFor('#336699'), root);
    expect(root.style.getPropertyValue('--qek-primary')).toBe('#336699');
    expect(root.style.getPropertyValue('--qek-primary-hover')).toBe('#477aad');
    expect(root.style.getPropertyValue('--bs-primary-rgb')).toBe('51, 102, 153');
  });
});
