// @vitest-environment node
import { expect, test } from 'vitest';
import { themeFor, themeVariables } from '@/lib/theme';
import { customProperties, firstPageCss } from '@tests/utils/stylesheet';

// The first page sets no theme itself (src/lib/theme.ts loads with the signed-in user's
// colour), so the stylesheet must already hold what the default colour makes.
test("the stylesheet's defaults are the theme of the spec's default colour", async () => {
  // The first page's own stylesheet: the signed-in layout's is not there yet.
  const variables = customProperties(await firstPageCss(), ':root');
  const expected = Object.entries(themeVariables(themeFor(null))).map(([name, value]) => [
    name,
    value.toLowerCase().replace(/\s+/g, ''),
  ]);
  const actual = expected.map(([name]) => [
    name,
    variables.get(name)?.toLowerCase().replace(/\s+/g, ''),
  ]);
  expect(actual).toEqual(expected);
});
