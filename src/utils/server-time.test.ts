import { describe, expect, it } from 'vitest';
import { serverTime } from './server-time';

describe('serverTime', () => {
  it('reads what Laravel sends, its microseconds and an offset included', () => {
    expect(serverTime('2026-03-04T05:06:07.123456Z')).toBe(Date.UTC(2026, 2, 4, 5, 6, 7, 123));
    expect(serverTime('2026-03-04T05:06:07+02:00')).toBe(Date.UTC(2026, 2, 4, 3, 6, 7));
  });

  it('is null for no time and for text that is not one', () => {
    for (const text of [null, undefined, '', 'gisteren', '2026-13-04T05:06:07Z']) {
      expect(serverTime(text), String(text)).toBeNull();
    }
  });
});
