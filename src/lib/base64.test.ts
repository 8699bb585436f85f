// @vitest-environment node
import { expect, test } from 'vitest';
import { fromBase64, toBase64 } from './base64';

test('bytes go to base64 and back unchanged', () => {
  const bytes = new Uint8Array([0, 1, 127, 128, 254, 255]);

  expect(toBase64(bytes)).toBe('AAF/gP7/');
  expect([...fromBase64('AAF/gP7/')]).toEqual([...bytes]);
  expect(toBase64(new Uint8Array())).toBe('');
  expect(fromBase64('')).toHaveLength(0);
});

test("a photo's many bytes are written in chunks, every chunk and its edges kept", () => {
  const bytes = new Uint8Array(0x8000 * 2 + 3).map((_, index) => (index * 7) % 256);

  const text = toBase64(bytes);

  expect(text).toBe(Buffer.from(bytes).toString('base64'));
  expect(fromBase64(text)).toEqual(bytes);
});
