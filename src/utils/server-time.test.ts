import { describe, expect, it, vi } from 'vitest';
import { serverTime } from './server-time';

describe('serverTime', () => {
  it('reads what Laravel sends as Date.parse does', () => {
    const texts = [
      '2026-03-04T05:06:07Z',
      '2026-03-04T05:06:07.000000Z',
      '2026-03-04T05:06:07.123456Z',
      '2026-03-04T05:06:07.9Z',
      '2026-03-04T05:06:07.98Z',
      '2026-12-31T23:59:59.999Z',
      '2024-02-29T12:00:00Z',
      '2026-03-04T05:06:07+00:00',
      '2000-01-01T00:00:00Z',
    ];
    for (const text of texts) expect(serverTime(text), text).toBe(Date.parse(text));
  });

  it('reads them without Date.parse, which a pass over a team of 10,000 cannot afford', () => {
    const parse = vi.spyOn(Date, 'parse');
    try {
      expect(serverTime('2026-03-04T05:06:07.123456Z')).toBe(Date.UTC(2026, 2, 4, 5, 6, 7, 123));
      expect(serverTime('2026-03-04T05:06:07+00:00')).toBe(Date.UTC(2026, 2, 4, 5, 6, 7));
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });

  it('hands every other form to Date.parse, unusual dates and other zones included', () => {
    const texts = [
      '2026-03-04 05:06:07',
      '2026-03-04',
      '2026-03-04T05:06:07+02:00',
      '2026-03-04T05:06:07',
      '2026-02-31T00:00:00Z',
      '2025-02-29T00:00:00Z',
      '2026-01-01T24:00:00Z',
      '0099-01-01T00:00:00Z',
      '2026-04-31T10:00:00Z',
    ];
    for (const text of texts) {
      const parsed = Date.parse(text);
      expect(serverTime(text), text).toBe(Number.isNaN(parsed) ? null : parsed);
    }
  });

  it('is null for no time and for text that is not one', () => {
    for (const text of [
      null,
      undefined,
      '',
      'gisteren',
      '2026-03-04T05:06:07.Z',
      '2026-13-04T05:06:07Z',
      '2026-03-04T05:06:60Z',
      '2026-03-0xT05:06:07Z',
      '2026-03-04T05:06:07.12a4Z',
    ]) {
      expect(serverTime(text), String(text)).toBeNull();
    }
  });
});
