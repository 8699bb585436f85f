import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { request } from '@/api/http';
import { anyBody } from '@/api/parsers';
import { i18n } from '@/i18n/i18n';
import enBase from '@/mocks/lang/en/base.json';
import nlBase from '@/mocks/lang/nl/base.json';
import { server } from '@/mocks/server';
import { failureOf } from '@tests/utils/api';
import { failureMessage } from './failure-message';

beforeAll(() => {
  i18n.addResourceBundle('nl', 'base', nlBase, true, true);
  i18n.addResourceBundle('en', 'base', enBase, true, true);
});

/** The failure of a call that Laravel answered with `status`, its stock body and headers. */
async function laravelFailure(status: number, body: unknown, headers: Record<string, string> = {}) {
  server.use(
    http.post('/api/kaizen', () =>
      typeof body === 'string'
        ? new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html', ...headers } })
        : HttpResponse.json(body as Record<string, unknown>, { status, headers }),
    ),
  );
  return failureOf(request(anyBody, { method: 'post', url: '/api/kaizen' }));
}

const STOCK = [
  [401, { message: 'Unauthenticated.' }, /Uw sessie is verlopen. Log opnieuw in/],
  [403, { message: 'This action is unauthorized.' }, /rechten/],
  [404, { message: 'No query results for model [App\\Models\\Kaizen] 999' }, /bestaat niet/],
  [413, '<html><body>413 Request Entity Too Large</body></html>', /te groot.*maximaal 2 MB/],
  [419, { message: 'CSRF token mismatch.' }, /te lang open/],
  [
    422,
    { message: 'The given data was invalid.', errors: { title: ['Te lang.'] } },
    /gemarkeerde velden/,
  ],
  [429, { message: 'Too Many Attempts.' }, /Wacht even/],
  [500, { message: 'Server Error' }, /op de server/],
  [503, '<!DOCTYPE html><html><title>Service Unavailable</title></html>', /onderhoud/],
] as const;

describe("Laravel's stock answers read as our own words", () => {
  test.each(STOCK)(
    'a %i says what happened and what to do, in Dutch',
    async (status, body, text) => {
      await i18n.changeLanguage('nl');
      const message = failureMessage(await laravelFailure(status, body));

      expect(message).toMatch(text);
      if (typeof body !== 'string') expect(message).not.toContain(body.message);
      expect(message).not.toMatch(/App\\|Models|unauthorized|Unauthenticated|CSRF|Attempts/);
    },
  );

  test.each(STOCK)('a %i has an English text too', async (status, body) => {
    const error = await laravelFailure(status, body);
    await i18n.changeLanguage('nl');
    const dutch = failureMessage(error);
    await i18n.changeLanguage('en');
    const english = failureMessage(error);
    await i18n.changeLanguage('nl');

    expect(english).toMatch(/^[A-Z].+\.$/);
    expect(english).not.toBe(dutch);
    if (typeof body !== 'string') expect(english).not.toContain(body.message);
  });

  test('a 429 says how many seconds to wait (Retry-After)', async () => {
    await i18n.changeLanguage('nl');
    const error = await laravelFailure(
      429,
      { message: 'Too Many Attempts.' },
      { 'Retry-After': '42' },
    );

    expect(error.retryAfterSeconds).toBe(42);
    expect(failureMessage(error)).toContain('Wacht 42 seconden');
  });

  test('a 2xx to a save whose body is unusable says it was saved', async () => {
    await i18n.changeLanguage('nl');
    server.use(http.post('/api/kaizen', () => HttpResponse.json({ id: 'x' }, { status: 201 })));
    const { z } = await import('zod/mini');

    const error = await failureOf(
      request(z.object({ id: z.number() }), { method: 'post', url: '/api/kaizen' }),
    );

    expect(failureMessage(error)).toMatch(/^Opgeslagen/);
  });
});

describe('a form whose input was kept says so', () => {
  test('after a failure worth trying again', async () => {
    await i18n.changeLanguage('nl');
    const error = await laravelFailure(500, { message: 'Server Error' });

    expect(failureMessage(error, { inputKept: true })).toBe(
      `${failureMessage(error)} Uw invoer is bewaard.`,
    );
    expect(failureMessage(error)).not.toContain('bewaard');
  });

  test('not where the page goes away', async () => {
    await i18n.changeLanguage('nl');
    const error = await laravelFailure(401, { message: 'Unauthenticated.' });

    expect(failureMessage(error, { inputKept: true })).not.toContain('bewaard');
  });
});

describe('maintenance with Retry-After says when to try again', () => {
  const NOW = new Date('2026-01-05T13:00:00.000Z').getTime();
  const down = (retryAfter: string) =>
    laravelFailure(503, { message: 'Service Unavailable' }, { 'Retry-After': retryAfter });
  const clock = (locale: string, at: number) =>
    new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(at);

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    await i18n.changeLanguage('nl');
  });

  test.each([
    ['45', 'over 45 seconden'],
    ['1', 'over 1 seconde'],
    ['120', 'over 2 minuten'],
    ['61', 'over 2 minuten'],
    ['60', 'over 1 minuut'],
    ['599', 'over 10 minuten'],
  ])('Retry-After: %s is said as a wait, "%s"', async (retryAfter, when) => {
    const error = await down(retryAfter);

    expect(failureMessage(error)).toBe(
      `De applicatie is even in onderhoud. Probeer het ${when} opnieuw.`,
    );
  });

  test('a longer wait is said as the time of day, which does not go stale on screen', async () => {
    const error = await down('1800');
    const tenMinutes = await down('600');

    expect(failureMessage(error)).toBe(
      `De applicatie is even in onderhoud. Probeer het om ${clock('nl', NOW + 1_800_000)} opnieuw.`,
    );
    expect(failureMessage(tenMinutes)).toContain(`om ${clock('nl', NOW + 600_000)}`);
  });

  test('an HTTP date is a time of day too; a silly one is taken as an hour from now', async () => {
    const soon = await down('Mon, 05 Jan 2026 13:30:00 GMT');
    const nextYear = await down('Tue, 05 Jan 2027 13:00:00 GMT');

    expect(failureMessage(soon)).toContain(`om ${clock('nl', NOW + 1_800_000)}`);
    expect(failureMessage(nextYear)).toContain(`om ${clock('nl', NOW + 3_600_000)}`);
  });

  test('where the load tries again by itself, it says so', async () => {
    const error = await down('120');

    expect(failureMessage(error, { retrying: true })).toBe(
      'De applicatie is even in onderhoud. We proberen het over 2 minuten vanzelf opnieuw.',
    );
  });

  test('in English', async () => {
    const error = await down('120');
    await i18n.changeLanguage('en');

    expect(failureMessage(error)).toBe(
      'The application is down for maintenance. Please try again in 2 minutes.',
    );
    expect(failureMessage(error, { retrying: true })).toBe(
      'The application is down for maintenance. We will try again in 2 minutes.',
    );
    expect(failureMessage(await down('1800'))).toContain(`at ${clock('en', NOW + 1_800_000)}.`);
    await i18n.changeLanguage('nl');
  });

  test("a form's input is kept: it says so", async () => {
    const error = await down('120');

    expect(failureMessage(error, { inputKept: true })).toBe(
      'De applicatie is even in onderhoud. Probeer het over 2 minuten opnieuw. Uw invoer is bewaard.',
    );
  });

  test('without Retry-After it says what it said before', async () => {
    const error = await laravelFailure(503, { message: 'Service Unavailable' });

    expect(error.retryAt).toBeUndefined();
    expect(failureMessage(error, { retrying: true })).toBe(
      'De applicatie is even in onderhoud. Probeer het over een paar minuten opnieuw.',
    );
  });
});
