import { expect, test } from 'vitest';
import { isSafeImageSrc } from './safe-url';

// jsdom's page is http://localhost:3000: the app's own origin.
test('an image on the page’s own origin is safe, by absolute URL as by path', () => {
  expect(isSafeImageSrc(`${location.origin}/storage/logo.png`)).toBe(true);
  expect(isSafeImageSrc('/storage/logo.png')).toBe(true);
});

test('a blob: URL counts only when this page made it', () => {
  // What URL.createObjectURL gives in a browser (jsdom's is Node's, which has no page origin).
  expect(isSafeImageSrc(`blob:${location.origin}/6f1c2f0e-5d1b-4f5e-9a61-0a2f4c3b8d11`)).toBe(true);
  expect(isSafeImageSrc('blob:http://evil.example/6f1c2f0e')).toBe(false);
  expect(isSafeImageSrc('blob:null/6f1c2f0e')).toBe(false);
});

test('an image on another host is refused', () => {
  expect(isSafeImageSrc('http://evil.example/x.png')).toBe(false);
  expect(isSafeImageSrc(`${location.protocol}//${location.hostname}:1/x.png`)).toBe(false);
});
