import { describe, expect, test } from 'vitest';
import { contrastRatio, parseHexColor, type Rgb } from '@/lib/color';
import { LIGHT_SURFACE, MARK_CONTRAST } from '@/lib/theme';
import { appCss, customProperties, firstPageCss, rulesFor } from '@tests/utils/stylesheet';

const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/** The focus colour every ring is drawn in (docs/design.md, "Focus"). */
async function focusColour(): Promise<Rgb> {
  const root = customProperties(await firstPageCss(), ':root');
  const colour = parseHexColor(root.get('--qek-focus'));
  if (!colour) throw new Error('--qek-focus is not a colour');
  const rgb = root.get('--qek-focus-rgb')?.split(',').map(Number);
  expect(rgb).toEqual([colour.r, colour.g, colour.b]);
  return colour;
}

describe('focus that shows', () => {
  test('a language flag shows a 2px outline in the text colour when focused by keyboard', async () => {
    const [focused] = await rulesFor('.language-flags .language-flags__button:focus-visible');

    expect(focused?.getPropertyValue('outline')).toBe('2px solid currentColor');
    expect(focused?.getPropertyValue('outline-offset')).toBe('2px');
  });

  test('the focus colour is a neutral ink that reads at 3:1 on white and on light surfaces', async () => {
    const { r, g, b } = await focusColour();

    // Neutral: no hue to speak of, so never the error colour nor any company colour.
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThanOrEqual(24);
    expect(contrastRatio({ r, g, b }, WHITE)).toBeGreaterThanOrEqual(MARK_CONTRAST);
    expect(contrastRatio({ r, g, b }, LIGHT_SURFACE)).toBeGreaterThanOrEqual(MARK_CONTRAST);
  });

  test.each(['.form-control:focus', '.form-select:focus', '.form-check-input:focus'])(
    'a focused field (%s) before anything is wrong is ringed in the focus colour, not the company or error colour',
    async (selector) => {
      const rules = await rulesFor(selector);
      const last = rules.at(-1);

      expect(last?.getPropertyValue('border-color')).toBe('var(--qek-focus)');
      expect(last?.getPropertyValue('box-shadow')).toContain('var(--qek-focus)');
      const drawn = rules.map((rule) => rule.cssText).join(' ');
      expect(drawn).not.toMatch(/qek-accent|qek-primary|bs-primary|danger/);
    },
  );

  test.each(['.form-check-input:checked:focus', '.form-check-input:indeterminate:focus'])(
    'a box ticked (%s) takes the focus colour over its accent border when focused',
    async (selector) => {
      const [focused] = await rulesFor(selector);

      expect(focused?.getPropertyValue('border-color')).toBe('var(--qek-focus)');
      expect(focused?.getPropertyValue('box-shadow')).toContain('var(--qek-focus)');
    },
  );

  test('a field marked invalid keeps the danger ring when focused: only what is wrong is red', async () => {
    const [invalid] = await rulesFor('.form-control.is-invalid:focus');

    expect(invalid?.getPropertyValue('border-color')).toBe('var(--bs-form-invalid-border-color)');
  });

  test('every button variant and the close button take their focus ring from the focus colour', async () => {
    const css = await appCss();

    expect(customProperties(css, '.btn').get('--bs-btn-focus-box-shadow')).toContain(
      'var(--qek-focus)',
    );
    expect(customProperties(css, '.btn-close').get('--bs-btn-close-focus-shadow')).toContain(
      'var(--qek-focus)',
    );
    const [link] = await rulesFor('a:focus-visible');
    expect(link?.getPropertyValue('outline')).toBe('2px solid var(--qek-focus)');
  });

  test.each(['h1', 'h2', 'h3'])(
    'a heading (%s) the app focused gets the same ring, clear of its letters',
    async (heading) => {
      const [focused] = await rulesFor(`${heading}[tabindex="-1"]:focus-visible`);

      expect(focused?.getPropertyValue('outline')).toBe('2px solid var(--qek-focus)');
      expect(focused?.getPropertyValue('outline-offset')).toBe('2px');
    },
  );
});
