// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { innermostRules, stylesheets } from '@tests/utils/scss';

// The raw company colour can be anything an admin picks (#ffffff, #ffee00): only areas with
// --qek-on-primary text on them may be filled with it. Text, rings, borders and bars use the
// variants src/lib/theme.ts makes legible (--bs-link-color, --qek-accent).
const RAW = /var\(--(qek-primary|qek-primary-hover|bs-primary|bs-primary-rgb)\)/;
const FILLS = new Set([
  'background',
  'background-color',
  '--bs-btn-bg',
  '--bs-btn-hover-bg',
  '--bs-btn-active-bg',
  '--bs-btn-disabled-bg',
  '--bs-offcanvas-bg',
]);

const code = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../mocks/**'],
  { eager: true, query: '?raw', import: 'default' },
);

describe('the raw company colour in CSS', () => {
  test('fills only areas whose text is --qek-on-primary, or is text on such a fill', () => {
    const styles = stylesheets();
    const misuses = Object.entries(styles).flatMap(([file, scss]) =>
      innermostRules(scss).flatMap(({ declarations }) => {
        const onPrimaryFill = declarations.some(
          ([property, value]) => FILLS.has(property) && value === 'var(--qek-on-primary)',
        );
        return declarations
          .filter(([, value]) => RAW.test(value))
          .filter(([property]) => !FILLS.has(property) && !(property === 'color' && onPrimaryFill))
          .map(([property, value]) => `${file}: ${property}: ${value}`);
      }),
    );
    expect(Object.keys(styles).length).toBeGreaterThan(3);
    expect(misuses).toEqual([]);
  });

  test('is never drawn by components, whose colours sit on the page', () => {
    const files = Object.entries(code).filter(([, text]) => RAW.test(text));
    expect(Object.keys(code).length).toBeGreaterThan(100);
    expect(files.map(([file]) => file)).toEqual([]);
  });
});
