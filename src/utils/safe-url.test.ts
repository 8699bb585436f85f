// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { isSafeExternalUrl, isSafeImageSrc, safeRedirectPath } from './safe-url';

describe('safeRedirectPath', () => {
  test.each([
    '/home',
    '/kaizen/12?tab=photos',
    '/team-select?kaizen=4#top',
    '/help/faq/time:zones',
  ])('keeps the site path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

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
    '/%25252525252F%25252525252Fevil.example',
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

  test('keeps a path of 2048 characters and refuses a longer one', () => {
    const path = `/${'a'.repeat(2047)}`;
    expect(safeRedirectPath(path)).toBe(path);
    expect(safeRedirectPath(`${path}a`)).toBe('/home');
  });

  test('sends a refused value to the fallback it is given', () => {
    expect(safeRedirectPath('//evil.example', '/kaizen/my')).toBe('/kaizen/my');
  });
});

describe('isSafeImageSrc', () => {
  const trusted = ['https://cdn.example', 'http://files.example:8080'];

  test('accepts site paths, base64 images and the trusted origins', () => {
    expect(isSafeImageSrc('/storage/logo.png', trusted)).toBe(true);
    expect(isSafeImageSrc('https://cdn.example/logo.png', trusted)).toBe(true);
    expect(isSafeImageSrc('http://files.example:8080/a/b.jpg?v=2', trusted)).toBe(true);
    expect(isSafeImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isSafeImageSrc('data:image/jpg;base64,/9j/4AAQ')).toBe(true);
    expect(isSafeImageSrc('data:image/jpeg;base64,/9j/4AAQ')).toBe(true);
  });

  test('refuses an image on any host the deployment does not trust', () => {
    expect(isSafeImageSrc('http://evil.example/x.png', trusted)).toBe(false);
    expect(isSafeImageSrc('https://cdn.example.evil.example/x.png', trusted)).toBe(false);
    expect(isSafeImageSrc('https://evil.example/https://cdn.example/x.png', trusted)).toBe(false);
    // Same host, other scheme or port: another origin.
    expect(isSafeImageSrc('http://cdn.example/logo.png', trusted)).toBe(false);
    expect(isSafeImageSrc('http://files.example/b.jpg', trusted)).toBe(false);
    expect(isSafeImageSrc('https://user@evil.example/x.png', trusted)).toBe(false);
  });

  test('only http(s), even from an origin the deployment lists', () => {
    expect(isSafeImageSrc('ftp://cdn.example/x.png', ['ftp://cdn.example'])).toBe(false);
  });

  test('trusts no other host unless configured (this build configures none)', () => {
    expect(isSafeImageSrc('https://cdn.example/logo.png')).toBe(false);
  });

  test('refuses a blob: URL where there is no page to have made it', () => {
    expect(isSafeImageSrc('blob:http://localhost:3000/6f1c2f0e')).toBe(false);
  });

  test('refuses script URLs and other data', () => {
    expect(isSafeImageSrc('javascript:alert(1)')).toBe(false);
    expect(isSafeImageSrc('data:text/html;base64,PHNjcmlwdD4=')).toBe(false);
    expect(isSafeImageSrc('//evil.example/x.png')).toBe(false);
    expect(isSafeImageSrc('ftp://files.example/x.png')).toBe(false);
    expect(isSafeImageSrc('')).toBe(false);
    expect(isSafeImageSrc(42)).toBe(false);
  });

  test('refuses a base64 image with anything before or after it', () => {
    expect(isSafeImageSrc('javascript:alert(1)//data:image/png;base64,iVBORw0KGgo=')).toBe(false);
    expect(isSafeImageSrc('data:image/png;base64,iVBORw0KGgo="onerror="alert(1)')).toBe(false);
  });

  test('refuses control characters, which browsers strip', () => {
    expect(isSafeImageSrc('https://cdn.example/lo\tgo.png')).toBe(false);
  });
});

describe('isSafeExternalUrl', () => {
  test('accepts http(s) and mailto links', () => {
    expect(isSafeExternalUrl('https://example.com/a')).toBe(true);
    expect(isSafeExternalUrl('http://example.com/a')).toBe(true);
    expect(isSafeExternalUrl('mailto:lead@example.com')).toBe(true);
  });

  test('refuses other schemes, relative addresses and control characters', () => {
    expect(isSafeExternalUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeExternalUrl('ftp://files.example/a')).toBe(false);
    expect(isSafeExternalUrl('relative/page')).toBe(false);
    expect(isSafeExternalUrl('https://exa\tmple.com')).toBe(false);
  });

  test('refuses values that are not strings, a URL object included', () => {
    expect(isSafeExternalUrl(42)).toBe(false);
    expect(isSafeExternalUrl(new URL('https://example.com'))).toBe(false);
  });
});
