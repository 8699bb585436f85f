import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, test } from 'vitest';
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
