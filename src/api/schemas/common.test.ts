// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { z } from 'zod/mini';
import { imageSrcSchema, nameListSchema, PLACEHOLDER_PICTURE, pictureSchema } from './common';

const withImage = z.object({ src: imageSrcSchema });
const withPicture = z.object({ picture_src: pictureSchema });

describe('image addresses', () => {
  test.each(['/storage/a.png', 'data:image/png;base64,iVBORw0KGgo='])(
    'keeps the safe address %s',
    (src) => {
      expect(withImage.parse({ src }).src).toBe(src);
    },
  );

  test.each([
    'javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    '//evil.example/a.png',
    'http://evil.example/a.png',
    'https://cdn.example.com/a.png',
    42,
  ])('turns the unsafe value %j into null', (src) => {
    expect(withImage.parse({ src }).src).toBeNull();
  });

  test('a missing or null address is null', () => {
    expect(withImage.parse({}).src).toBeNull();
    expect(withImage.parse({ src: null }).src).toBeNull();
  });
});

describe('pictures', () => {
  test('a missing, null or unsafe picture becomes the placeholder', () => {
    expect(withPicture.parse({}).picture_src).toBe(PLACEHOLDER_PICTURE);
    expect(withPicture.parse({ picture_src: null }).picture_src).toBe(PLACEHOLDER_PICTURE);
    expect(withPicture.parse({ picture_src: 'javascript:alert(1)' }).picture_src).toBe(
      PLACEHOLDER_PICTURE,
    );
    // A host the deployment does not trust would learn who looks, and when.
    expect(withPicture.parse({ picture_src: 'http://evil.example/x.png' }).picture_src).toBe(
      PLACEHOLDER_PICTURE,
    );
  });

  test('a safe picture is kept', () => {
    expect(withPicture.parse({ picture_src: '/storage/p.jpg' }).picture_src).toBe('/storage/p.jpg');
  });
});

test('name lists read plain names and {name} records alike', () => {
  expect(nameListSchema.parse(['admin', { name: 'superadmin' }])).toEqual(['admin', 'superadmin']);
});
