// @vitest-environment node
import { expect, test } from 'vitest';
import { innermostRules, stylesheets } from '@tests/utils/scss';
import { appCss } from '@tests/utils/stylesheet';

// Every size and weight a screen draws is a face the browser looks up before that screen's
// first frame (docs/design.md, "Type"). So the app keeps to two weights, and a badge has no size
// of its own.

/** Each value given to a font weight, Bootstrap's custom properties for one included. */
function fontWeights(css: string): Set<string> {
  const declarations = css.matchAll(/(?:^|[;{\s])(?:--bs-[\w-]*)?font-weight:\s*([^;}]+)/g);
  return new Set(
    [...declarations]
      .map(([, value]) => value.replace('!important', '').trim())
      // An empty custom property (`--bs-nav-link-font-weight: ;`) keeps the inherited weight.
      .filter((value) => value !== '' && !value.startsWith('var(')),
  );
}

test('the stylesheets use two font weights, 400 and 600', async () => {
  expect([...fontWeights(await appCss())].sort()).toEqual(['400', '600']);
  // The board's, the poster's and the other stylesheets a page loads for itself, as written.
  const own = Object.values(stylesheets()).join('\n');
  expect([...fontWeights(own)].sort()).toEqual(['400', '600']);
});

test("a badge's text is 0.75rem, a size of the scale, not three quarters of its line's", async () => {
  const badge = /\.badge\s*\{[^}]*--bs-badge-font-size:\s*([^;]+);/.exec(await appCss());
  expect(badge?.[1]).toBe('0.75rem');
});

/** The font sizes the rules naming `selector` give it, in the order written (media rules too). */
const fontSizesOf = (css: string, selector: string) =>
  innermostRules(css)
    .filter((rule) => rule.selector.split(',').some((part) => part.trim() === selector))
    .flatMap((rule) => rule.declarations.filter(([property]) => property === 'font-size'))
    .map(([, size]) => size);

test("a key figure has the page title's size, fluid on a phone as the title is: one face", async () => {
  const css = await appCss();
  expect(fontSizesOf(css, '.h3')).toHaveLength(2);
  expect(fontSizesOf(css, '.kpi-card__value')).toEqual(fontSizesOf(css, '.h3'));
});
