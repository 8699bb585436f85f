import { afterEach, describe, expect, test, vi } from 'vitest';
import { handParser } from '@/api/parsers';
import { storedItem } from './stored';

const digits = handParser(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? value : undefined),
  'digits',
);

afterEach(() => vi.restoreAllMocks());

describe('a value kept in storage', () => {
  test('is read through its schema; one that fails is removed', () => {
    localStorage.setItem('count', 'twelve');
    expect(storedItem('local', 'count', digits).read()).toBeUndefined();
    expect(localStorage.getItem('count')).toBeNull();
    localStorage.setItem('count', '12');
    expect(storedItem('local', 'count', digits).read()).toBe('12');
  });

  test('blocked storage reads as nothing and refuses writes, without throwing', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
    const item = storedItem('session', 'count', digits);
    expect(item.read()).toBeUndefined();
    expect(item.write('3')).toBe(false);
    expect(() => item.remove()).not.toThrow();
  });
});
