// @vitest-environment node
import { describe, expect, test } from 'vitest';
import {
  BLACK,
  contrastRatio,
  ensureContrast,
  parseHexColor,
  readableTextOn,
  shiftColor,
  toHex,
  WHITE,
} from './color';

describe('hex colours', () => {
  test('#rgb and #rrggbb, with or without #, in any case, around spaces', () => {
    expect(parseHexColor('#0b63c5')).toEqual({ r: 11, g: 99, b: 197 });
    expect(parseHexColor(' 0B63C5 ')).toEqual({ r: 11, g: 99, b: 197 });
    expect(parseHexColor('#f80')).toEqual({ r: 255, g: 136, b: 0 });
  });

  test('anything else is no colour', () => {
    for (const value of ['', '#12', '#1234', '#12345g', 'red', 'url(x)', '#0b63c5;x', 42, null]) {
      expect(parseHexColor(value), String(value)).toBeNull();
    }
  });

  test('written back as #rrggbb, two digits a channel', () => {
    expect(toHex({ r: 11, g: 0, b: 255 })).toBe('#0b00ff');
  });
});

describe('colour maths', () => {
  test('lighter or darker by an amount, clamped to a channel', () => {
    expect(shiftColor({ r: 10, g: 240, b: 128 }, 20)).toEqual({ r: 30, g: 255, b: 148 });
    expect(shiftColor({ r: 10, g: 240, b: 128 }, -20)).toEqual({ r: 0, g: 220, b: 108 });
    expect(shiftColor({ r: 10, g: 20, b: 30 }, 0.4)).toEqual({ r: 10, g: 20, b: 30 });
  });

  test('contrast as WCAG counts it, either way round', () => {
    expect(contrastRatio(WHITE, BLACK)).toBe(21);
    expect(contrastRatio(BLACK, WHITE)).toBe(21);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    expect(contrastRatio({ r: 0x0b, g: 0x63, b: 0xc5 }, WHITE)).toBeCloseTo(5.82, 2);
    // A dark channel below the curve's knee counts linearly.
    expect(contrastRatio({ r: 10, g: 10, b: 10 }, BLACK)).toBeCloseTo(1.06, 2);
  });

  test('white text on dark, black on light', () => {
    expect(readableTextOn({ r: 0x0b, g: 0x63, b: 0xc5 })).toBe(WHITE);
    expect(readableTextOn({ r: 0xff, g: 0xd7, b: 0x00 })).toBe(BLACK);
  });

  test('a colour mixed only as far as needed to reach the ratio', () => {
    const yellow = { r: 0xff, g: 0xd7, b: 0x00 };
    const ensured = ensureContrast(yellow, WHITE, 4.5);

    expect(contrastRatio(ensured, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(ensured, WHITE)).toBeLessThan(4.6);
    expect(ensureContrast({ r: 0, g: 0, b: 0x80 }, WHITE, 4.5)).toEqual({ r: 0, g: 0, b: 0x80 });
  });

  test('towards white when black cannot get there', () => {
    const grey = { r: 0x70, g: 0x70, b: 0x70 };
    const ensured = ensureContrast(grey, BLACK, 7);

    expect(ensured.r).toBeGreaterThan(grey.r);
    expect(ensured).toEqual({ r: ensured.r, g: ensured.r, b: ensured.r });
    expect(contrastRatio(ensured, BLACK)).toBeGreaterThanOrEqual(7);
  });

  test('black or white when no mix reaches the ratio', () => {
    expect(ensureContrast({ r: 0x77, g: 0x77, b: 0x77 }, { r: 0x77, g: 0x77, b: 0x77 }, 22)).toBe(
      BLACK,
    );
  });
});
