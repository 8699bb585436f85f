// @vitest-environment node
import { beforeAll, describe, expect, test } from 'vitest';
import { contrastRatio, parseHexColor, type Rgb } from '@/lib/color';
import { LIGHT_SURFACE, MARK_CONTRAST, TEXT_CONTRAST } from '@/lib/theme';
import { appCss, customProperties } from '@tests/utils/stylesheet';

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const STATUSES = ['draft', 'open', 'approved', 'declined'] as const;

let root = new Map<string, string>();

beforeAll(async () => {
  root = customProperties(await appCss(), ':root');
});

function colour(name: string): Rgb {
  const rgb = parseHexColor(root.get(name));
  if (!rgb) throw new Error(`${name} is not a colour`);
  return rgb;
}

// src/kaizens/status.tsx: fixed colours, so no company colour can spoil them.
describe.each(STATUSES)('the %s status', (status) => {
  test('its word reads at 4.5:1 on its own background, on white and on light surfaces', () => {
    const text = colour(`--qek-status-${status}-text`);

    expect(contrastRatio(text, colour(`--qek-status-${status}-bg`))).toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );
    expect(contrastRatio(text, WHITE)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(text, LIGHT_SURFACE)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  test('its mark (the pill border, chart bars) reads at 3:1 on white', () => {
    expect(contrastRatio(colour(`--qek-status-${status}-mark`), WHITE)).toBeGreaterThanOrEqual(
      MARK_CONTRAST,
    );
  });
});

describe('the four states', () => {
  test('have four different colours', () => {
    const texts = STATUSES.map((status) => root.get(`--qek-status-${status}-text`));
    const backgrounds = STATUSES.map((status) => root.get(`--qek-status-${status}-bg`));

    expect(new Set(texts).size).toBe(4);
    expect(new Set(backgrounds).size).toBe(4);
  });
});
