// @vitest-environment node
import { afterEach, describe, expect, test, vi } from 'vitest';
import { randomId } from './random-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('random ids', () => {
  test('in a secure context: the browser’s own UUID', () => {
    const randomUUID = vi.spyOn(crypto, 'randomUUID');
    expect(randomId()).toMatch(UUID_V4);
    expect(randomUUID).toHaveBeenCalledOnce();
  });

  test('over plain HTTP (no crypto.randomUUID): a version 4 UUID from random bytes, never twice', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const ids = Array.from({ length: 200 }, randomId);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('the version and variant bits are set whatever the random bytes', () => {
    vi.stubGlobal('crypto', {
      getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff),
    });
    expect(randomId()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0) });
    expect(randomId()).toBe('00000000-0000-4000-8000-000000000000');
  });
});
