import { describe, expect, test } from 'vitest';
import { ApiError } from '@/api/api-error';
import { i18n } from '@/i18n/i18n';
import nlBase from '@/mocks/lang/nl/base.json';
import { classifyError, isDevelopmentHost, kindForStatus } from './error-kind';
import { RouteStatusError } from './route-status';

describe('error page by status', () => {
  test.each([
    [400, 'client'],
    [403, 'client'],
    [404, 'client'],
    [419, 'client'],
    [421, 'client'],
    [422, 'generic'],
    [423, 'locked'],
    [500, 'generic'],
    [503, 'generic'],
  ] as const)('status %i shows the %s page', (status, kind) => {
    expect(kindForStatus(status)).toBe(kind);
  });

  test("an API error shows our own words for its status, never the server's", async () => {
    i18n.addResourceBundle('nl', 'base', nlBase, true, true);
    await i18n.changeLanguage('nl');
    const error = new ApiError({
      kind: 'http',
      status: 404,
      message: 'x',
      serverMessage: 'No query results for model [App\\Models\\Kaizen] 999',
    });

    expect(classifyError(error)).toEqual({
      kind: 'client',
      status: 404,
      message: nlBase.api_error.not_found,
    });
  });

  test('an HTML body (Laravel in maintenance: 503) is not shown as text', async () => {
    i18n.addResourceBundle('nl', 'base', nlBase, true, true);
    await i18n.changeLanguage('nl');
    const error = new ApiError({
      kind: 'http',
      status: 503,
      message: 'x',
      data: '<html>Service Unavailable</html>',
    });

    expect(classifyError(error)).toEqual({
      kind: 'generic',
      status: 503,
      message: nlBase.api_error.maintenance,
    });
  });

  test('a thrown route response uses its status', () => {
    // What a route throws for a status of its own (a guard's 403), with words.
    const thrown = new RouteStatusError(403, 'Nee');
    expect(classifyError(thrown)).toEqual({ kind: 'client', status: 403, message: 'Nee' });
  });

  test('a rendering error is a crash', () => {
    expect(classifyError(new TypeError('x is undefined')).kind).toBe('crash');
  });
});

describe('development-like hosts', () => {
  test.each([
    'localhost',
    'kaizen.test',
    'kaizen.app',
    '127.0.0.1',
    '10.0.0.12',
    'kaizen.example.com',
    'kaizen.test.company.nl',
    'staging.app.company.nl',
    'localhost.company.nl',
  ])('%s shows crash details', (host) => {
    expect(isDevelopmentHost(host, 'example.com')).toBe(true);
  });

  test.each(['kaizen.company.nl', 'app.example.org', 'testing.nl'])(
    '%s hides crash details',
    (host) => {
      expect(isDevelopmentHost(host, 'example.com')).toBe(false);
    },
  );

  test('an empty production domain matches nothing', () => {
    expect(isDevelopmentHost('kaizen.company.nl', '')).toBe(false);
  });
});

describe('route answers without words', () => {
  test.each([
    ["a guard's 403 without words", undefined],
    ['empty words', ''],
  ])('%s shows the status page without a message, never "{}"', (_what, details) => {
    const classified = classifyError(new RouteStatusError(403, details));
    expect(classified).toEqual({ kind: 'client', status: 403, message: undefined });
  });
});
