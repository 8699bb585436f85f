// @vitest-environment node
import { describe, expect, test } from 'vitest';
import enBase from '@/mocks/lang/en/base.json';
import nlBase from '@/mocks/lang/nl/base.json';
import { ALWAYS_PRESENT_TEXTS } from './always-present-texts';

/** Every text with the key it sits under. */
function texts(value: unknown, key = ''): [string, unknown][] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([part, inner]) =>
      texts(inner, key ? `${key}.${part}` : part),
    );
  }
  return [[key, value]];
}

function at(messages: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }, messages);
}

describe('the texts that ship with the app', () => {
  test.each([
    ['nl', nlBase],
    ['en', enBase],
  ] as const)('say in %s what the base language file says', (locale, file) => {
    const bundled = texts(ALWAYS_PRESENT_TEXTS[locale]);
    expect(bundled.length).toBeGreaterThan(10);
    expect(bundled.filter(([key, text]) => at(file, key) !== text)).toEqual([]);
  });
});
