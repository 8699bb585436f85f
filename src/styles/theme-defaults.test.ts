import { expect, test } from 'vitest';
import { themeFor, themeVariables } from '@/lib/theme';
import { appCss } from '@tests/utils/stylesheet';

/** The custom properties of the stylesheet's last `:root` rules, later ones winning. */
async function rootVariables(): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const [, selectors, body] of (await appCss()).matchAll(/([^{};]+)\{([^{}]*)\}/g)) {
    if (!selectors.split(',').some((part) => part.trim() === ':root')) continue;
    for (const [, name, value] of body.matchAll(/(--[\w-]+):\s*([^;]+);?/g)) {
      found[name] = value.trim();
    }
  }
  return found;
}

// The first page sets no theme itself (src/lib/theme.ts loads with the signed-in user's
// colour), so the stylesheet must already hold what the default colour makes.
test("the stylesheet's defaults are the theme of the spec's default colour", async () => {
  const variables = await rootVariables();
  const expected = Object.entries(themeVariables(themeFor(null))).map(([name, value]) => [
    name,
    value.toLowerCase().replace(/\s+/g, ''),
  ]);
  const actual = expected.map(([name]) => [
    name,
    variables[name]?.toLowerCase().replace(/\s+/g, ''),
  ]);
  expect(actual).toEqual(expected);
});
