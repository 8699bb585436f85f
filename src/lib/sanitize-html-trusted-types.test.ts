import { afterEach, expect, test, vi } from 'vitest';
import type { PolicyRules } from '@/utils/trusted-types';

/** A stand-in for the browser's Trusted Types: what it made is a `Trusted` holding the text. */
class Trusted {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

function fakeTrustedTypes() {
  const policies: string[] = [];
  vi.stubGlobal('trustedTypes', {
    createPolicy: (name: string, rules: PolicyRules) => {
      policies.push(name);
      return {
        name,
        createHTML: (input: string) => new Trusted(rules.createHTML?.(input) ?? ''),
        createScript: () => undefined,
        createScriptURL: (input: string) => new Trusted(rules.createScriptURL?.(input) ?? ''),
      };
    },
  });
  return policies;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

test('with Trusted Types, shown HTML is the sanitiser’s output wrapped by the one qek-html policy', async () => {
  const policies = fakeTrustedTypes();
  const { sanitizeHtmlForDisplay, sanitizeHtml } = await import('./sanitize-html');

  const shown = sanitizeHtmlForDisplay(
    '<p onclick="x()">a</p><img src="http://evil.example/x.png">',
  );

  // DOMPurify makes no policy of its own: the CSP allows only the names the app lists.
  expect(policies).toEqual(['qek-html']);
  expect(shown).toEqual(new Trusted('<p>a</p>'));
  // What is stored stays a plain string.
  expect(sanitizeHtml('<p>b</p>')).toBe('<p>b</p>');
});

test('with Trusted Types, reading the text of HTML needs no parser outside the sanitiser', async () => {
  fakeTrustedTypes();
  const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
  const { htmlToText } = await import('./sanitize-html');

  expect(htmlToText('<h2>Kop</h2><p>tekst</p>')).toBe('Kop tekst');
  // DOMPurify parses with its policy's output; a plain string would be refused under the CSP.
  for (const [input] of parse.mock.calls) expect(input).toBeInstanceOf(Trusted);
});

test('the qek-html policy makes no script URLs: an HTML policy has no business loading code', async () => {
  let rules: PolicyRules | undefined;
  vi.stubGlobal('trustedTypes', {
    createPolicy: (name: string, given: PolicyRules) => {
      rules = given;
      return { name, createHTML: (input: string) => input };
    },
  });
  await import('./sanitize-html');

  expect(() => rules?.createScriptURL?.('https://evil.example/x.js')).toThrow(TypeError);
  expect(rules?.createScriptURL).toBeTypeOf('function');
});
