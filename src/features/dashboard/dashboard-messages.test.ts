// @vitest-environment node
import { describe, expect, test } from 'vitest';
import enHome from '@/mocks/lang/en/home.home.json';
import enMine from '@/mocks/lang/en/home.my_kaizens.json';
import nlHome from '@/mocks/lang/nl/home.home.json';
import nlMine from '@/mocks/lang/nl/home.my_kaizens.json';

function keys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'object' && value !== null
      ? keys(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

// Blocks both dashboards share read these from whichever page they are on.
const SHARED = ['state.', 'kpi.', 'charts.show_table', 'charts.trend', 'lists.more'];

describe('dashboard language files', () => {
  test.each([
    ['home.home', nlHome, enHome],
    ['home.my_kaizens', nlMine, enMine],
  ])('%s has the same keys in Dutch and English', (_, nl, en) => {
    expect(keys(en).sort()).toEqual(keys(nl).sort());
  });

  test('both pages carry the texts of the shared blocks', () => {
    const shared = (messages: object) =>
      keys(messages)
        .filter((key) => SHARED.some((prefix) => key.startsWith(prefix)))
        .filter((key) => key !== 'state.empty_text');
    expect(shared(nlMine).sort()).toEqual(shared(nlHome).sort());
    // The status words are in base, so every page has them (src/kaizens/status.tsx).
    expect(shared(nlHome).length).toBeGreaterThan(15);
  });
});
