// @vitest-environment node
import { describe, expect, test } from 'vitest';
import {
  codeFor,
  droppedAtSignOut,
  isAppRoute,
  isLanguageFile,
  languageCacheKey,
  languageFileUrl,
  SHELL_URL,
} from './rules';

const at = (path: string) => new URL(path, 'https://kaizen.example');

describe('what the service worker answers', () => {
  test('app pages get the shell; the API, assets and the demo hooks never do', () => {
    for (const path of ['/', SHELL_URL, '/login', '/kaizen/12', '/kaizen/approved?page=2'])
      expect(isAppRoute(at(path)), path).toBe(true);
    for (const path of [
      '/api/user',
      '/crud/team',
      '/logout',
      '/verified',
      '/login-type',
      '/build/sw.js',
      '/storage/a.png',
      '/__demo/reset',
    ])
      expect(isAppRoute(at(path)), path).toBe(false);
  });

  test('language files are kept per language, at the address the client asks', () => {
    const url = at(languageFileUrl('kaizen.index'));
    expect(url.pathname + url.search).toBe('/api/language/kaizen.index?withBase=true');
    expect(isLanguageFile(url)).toBe(true);
    expect(isLanguageFile(at('/api/user'))).toBe(false);
    expect(languageCacheKey(url.href, 'nl')).not.toBe(languageCacheKey(url.href, 'en'));
  });

  test('a sign-out drops every kept language file; offline the sign-in page keeps its own', () => {
    const kept = (page: string) => languageCacheKey(at(languageFileUrl(page)).href, 'nl');
    for (const online of [true, false]) {
      expect(droppedAtSignOut(kept('kaizen.new'), online)).toBe(true);
      expect(droppedAtSignOut(kept('base'), online)).toBe(true);
    }
    expect(droppedAtSignOut(kept('auth.login'), true)).toBe(true);
    expect(droppedAtSignOut(kept('auth.login'), false)).toBe(false);
  });

  test('the signed-in code kept for some pages is the core and theirs; an unknown name adds nothing', () => {
    const code = {
      version: '1',
      core: ['/build/assets/layout.js'],
      pages: {
        home: ['/build/assets/home.js', '/build/assets/table.js'],
        user: ['/build/assets/table.js', '/build/assets/user.js'],
      },
    };
    expect([...codeFor(code, ['home'])].sort()).toEqual([
      '/build/assets/home.js',
      '/build/assets/layout.js',
      '/build/assets/table.js',
    ]);
    expect([...codeFor(code, ['nobody', 'constructor', '__proto__'])]).toEqual(code.core);
    expect(codeFor(code, Object.keys(code.pages)).size).toBe(4);
  });
});
