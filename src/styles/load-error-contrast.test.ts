// @vitest-environment node
import { beforeAll, describe, expect, test } from 'vitest';
import { contrastRatio, parseHexColor, type Rgb } from '@/lib/color';
import { appCss, customProperties } from '@tests/utils/stylesheet';

/** A colour as Sass writes it: #rrggbb, #rgb, or rgb() with numbers or percentages. */
function toRgb(value: string): Rgb {
  const hex = parseHexColor(value);
  if (hex) return hex;
  const parts = /^rgb\(([^)]+)\)$/.exec(value)?.[1].split(',');
  if (parts?.length !== 3) throw new Error(`Not a colour: ${value}`);
  const [r, g, b] = parts.map((part) =>
    part.trim().endsWith('%') ? (Number.parseFloat(part) * 255) / 100 : Number.parseFloat(part),
  );
  return { r, g, b };
}

let css = '';
let root = new Map<string, string>();

beforeAll(async () => {
  css = await appCss();
  root = customProperties(css, ':root');
});

/** A property of `selector`, with var() references followed through :root down to a colour. */
function colour(selector: string, property: string): string {
  let value = customProperties(css, selector).get(property);
  for (let depth = 0; value?.startsWith('var(') && depth < 5; depth += 1) {
    value = root.get(value.slice(4, -1).trim());
  }
  if (!value) throw new Error(`${selector} has no ${property}`);
  return value;
}

function ratio(foreground: string, background: string): number {
  return contrastRatio(toRgb(foreground), toRgb(background));
}

describe("the retry button in a load error's alert", () => {
  test('its text reads at 4.5:1 or more on the alert, at rest and when hovered or pressed', () => {
    const alertBackground = colour('.alert-danger', '--bs-alert-bg');
    expect(colour('.btn-alert-danger', '--bs-btn-bg')).toBe('transparent');
    expect(ratio(colour('.btn-alert-danger', '--bs-btn-color'), alertBackground)).toBeGreaterThan(
      4.5,
    );
    expect(
      ratio(
        colour('.btn-alert-danger', '--bs-btn-hover-color'),
        colour('.btn-alert-danger', '--bs-btn-hover-bg'),
      ),
    ).toBeGreaterThan(4.5);
    expect(
      ratio(
        colour('.btn-alert-danger', '--bs-btn-active-color'),
        colour('.btn-alert-danger', '--bs-btn-active-bg'),
      ),
    ).toBeGreaterThan(4.5);
  });

  test("Bootstrap's outline-danger, for comparison, would not", () => {
    const alertBackground = colour('.alert-danger', '--bs-alert-bg');
    expect(ratio(colour('.btn-outline-danger', '--bs-btn-color'), alertBackground)).toBeLessThan(
      4.5,
    );
  });
});
