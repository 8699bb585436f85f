// @vitest-environment node
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { cspHash, firstFrameCode } from '../../scripts/first-frame-plugin';
import { POLICY_NAMES } from '@/utils/trusted-types';
import policy from './content-security-policy.json';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** A policy as its directives, however it is spaced or broken over lines. */
const directives = (text: string) =>
  text
    .split(';')
    .map((directive) => directive.trim().replace(/\s+/g, ' '))
    .filter(Boolean);

test('the policy is strict: self only, no inline code but the first frame’s, no eval but WebAssembly’s, Trusted Types for every script sink', () => {
  const rules = new Map(
    policy.directives.map((d) => [d.split(' ')[0], d.slice(d.indexOf(' ') + 1)]),
  );
  // index.html's one inline script and style, by their hashes (scripts/first-frame-plugin.ts):
  // a change to src/first-frame/ needs its new hash here, in docs/deploy.md and in the Laravel app.
  const { script, style } = firstFrameCode();

  expect(rules.get('default-src')).toBe("'self'");
  // 'wasm-unsafe-eval' compiles WebAssembly (the vault's argon2id), never script text.
  expect(rules.get('script-src')).toBe(`'self' 'wasm-unsafe-eval' ${cspHash(script)}`);
  expect(rules.get('style-src')).toBe(`'self' ${cspHash(style)}`);
  expect(rules.get('img-src')).toBe("'self' data: blob:");
  expect(rules.get('connect-src')).toBe("'self'");
  expect(rules.get('object-src')).toBe("'none'");
  expect(rules.get('base-uri')).toBe("'none'");
  expect(rules.get('frame-ancestors')).toBe("'none'");
  expect(rules.get('require-trusted-types-for')).toBe("'script'");
  const others = policy.directives.join(';').replace(" 'wasm-unsafe-eval'", '');
  expect(others).not.toMatch(/unsafe|\*|https?:/);
});

test('the trusted-types directive names exactly the policies the app makes', () => {
  const listed = policy.directives
    .find((d) => d.startsWith('trusted-types '))
    ?.split(' ')
    .slice(1);

  expect(listed).toEqual(Object.values(POLICY_NAMES));
});

test('docs/deploy.md and the reference Laravel app state this very policy', () => {
  const deploy = read('docs/deploy.md');
  const section = deploy.slice(deploy.indexOf('## 5. Content-Security-Policy'));
  const documented = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const php = read('tests/laravel/config/app.php');
  const laravel = [
    ...(/'csp' => implode\('; ', \[([\s\S]*?)\]\)/.exec(php)?.[1] ?? '').matchAll(/"([^"]+)"/g),
  ].map((match) => match[1]);

  expect(directives(documented)).toEqual(policy.directives);
  expect(laravel).toEqual(policy.directives);
});
