// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { en as englishMessages } from '../messages/en';
import { nl as dutchMessages } from '../messages/nl';

const files = (locale: 'nl' | 'en') =>
  locale === 'nl'
    ? import.meta.glob<Record<string, unknown>>('./nl/*.json', { eager: true, import: 'default' })
    : import.meta.glob<Record<string, unknown>>('./en/*.json', { eager: true, import: 'default' });

// The demo's help texts and seeded content, as the source holds them.
const seeded = import.meta.glob<string>('../db/seed-content.ts', {
  eager: true,
  query: '?raw',
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

/** Every text a user can read in `locale`: the language files and the demo server's messages. */
function everyText(locale: 'nl' | 'en'): string[] {
  const messages = locale === 'nl' ? dutchMessages : englishMessages;
  return [
    ...Object.entries(files(locale)).flatMap(([file, body]) =>
      texts(body).map(([key, text]) => `${file} ${key}: ${text}`),
    ),
    ...texts(messages).map(([key, text]) => `messages ${key}: ${text}`),
  ];
}

/** The "not" column of docs/design.md's glossary, and informal Dutch. */
const NOT_OURS = {
  nl: /\b(je|jij|jou|jouw|jullie|hebt|indieners?|ingediend door|aangemaakt door|probleem|beoordelaars?|leidinggevenden?|mediaan|mediane|weiger\w*|suggesties?)\b/i,
  en: /\b(submitters?|submitted by|created by|problems?|reviewers?|(?:your|the) lead|median|reject\w*|solutions?)\b/i,
};

const textOnly = (line: string) => line.slice(line.indexOf(': ') + 2);

describe('one word per thing (docs/design.md, "Words")', () => {
  test.each(['nl', 'en'] as const)('no %s text uses a word the glossary replaced', (locale) => {
    const drift = everyText(locale).filter((line) => NOT_OURS[locale].test(textOnly(line)));
    expect(Object.keys(files(locale)).length).toBeGreaterThan(10);
    expect(drift).toEqual([]);
  });

  test('the demo\'s help speaks Dutch as "u" too', () => {
    const [source] = Object.values(seeded);
    const informal = (source ?? '').match(/\b(je|jij|jouw|hebt)\b/gi) ?? [];
    expect(source).toContain('Een kaizen indienen');
    expect(informal).toEqual([]);
  });
});
