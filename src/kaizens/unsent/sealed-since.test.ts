import { describe, expect, test, vi } from 'vitest';
import { sealedSince } from './sealed-since';

describe('when the outbox was first sealed on this device', () => {
  test('written at the first call and the same after', () => {
    localStorage.removeItem('qek_outbox_sealed_since');
    const first = sealedSince();

    expect(first).toBeGreaterThan(0);
    expect(localStorage.getItem('qek_outbox_sealed_since')).toBe(String(first));
    localStorage.setItem('qek_outbox_sealed_since', '1000');
    expect(sealedSince()).toBe(1000);
  });

  test('a value that is not a time is written anew', () => {
    localStorage.setItem('qek_outbox_sealed_since', 'kapot');
    expect(sealedSince()).toBeGreaterThan(1000);
  });

  test('where storage is refused, nothing counts as written before the seal', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    expect(sealedSince()).toBe(0);
  });
});
