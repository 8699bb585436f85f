// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { isSafeImageSrc, safeRedirectPath } from './safe-url';

describe('safeRedirectPath', () => {
  test.each(['/home', '/kaizen/12?tab=photos', '/team-select?kaizen=4#top'])(
    'keeps the site path %s',
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  test.each([
    'https://evil.example/home',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/javascript:alert(1)',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    'home',
    '',
    ' /home',
    '/%E0%A4%A',
  ])('sends the hostile value %j to /home', (value) => {
    expect(safeRedirectPath(value)).toBe('/home');
  });

  test('refuses values that are not strings', () => {
    expect(safeRedirectPath(undefined)).toBe('/home');
    expect(safeRedirectPath(['/home'])).toBe('/home');
  });
});

describe('isSafeImageSrc', () => {
  test('accepts site paths, http(s) and base64 images', () => {
    expect(isSafeImageSrc('/storage/logo.png')).toBe(true);
    expect(isSafeImageSrc('https://cdn.example/logo.png')).toBe(true);
    expect(isSafeImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
  });

  test('refuses script URLs and other data', () => {
    expect(isSafeImageSrc('javascript:alert(1)')).toBe(false);
    expect(isSafeImageSrc('data:text/html;base64,PHNjcmlwdD4=')).toBe(false);
    expect(isSafeImageSrc('//evil.example/x.png')).toBe(false);
    expect(isSafeImageSrc(42)).toBe(false);
  });
});
