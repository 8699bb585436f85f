// @vitest-environment node
import { describe, expect, test } from 'vitest';

const dutch = import.meta.glob<Record<string, unknown>>('./nl/*.json', {
  eager: true,
  import: 'default',
});

/** Every text of a language file, with the key it sits under. */
function texts(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([part, inner]) =>
      texts(inner, key ? `${key}.${part}` : part),
    );
  }
  return [];
}

describe('Dutch texts speak to the user in one register', () => {
  test('"u", never "je", "jij", "jouw" or "jullie"', () => {
    const informal = Object.entries(dutch).flatMap(([file, messages]) =>
      texts(messages)
        .filter(([, text]) => /\b(je|jij|jou|jouw|jullie)\b/i.test(text))
        .map(([key, text]) => `${file} ${key}: ${text}`),
    );
    expect(Object.keys(dutch).length).toBeGreaterThan(10);
    expect(informal).toEqual([]);
  });
});
