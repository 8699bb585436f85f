import { describe, expect, test } from 'vitest';
import { ApiError } from '@/api/api-error';
import { classifyError, isDevelopmentHost, kindForStatus } from './error-kind';

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

  test('an API error carries the server message to the page', () => {
    const error = new ApiError({
      kind: 'http',
      status: 423,
      message: 'x',
      serverMessage: 'Vergrendeld',
    });
    expect(classifyError(error)).toEqual({ kind: 'locked', status: 423, message: 'Vergrendeld' });
  });

  test('without a message the raw data is shown', () => {
    const error = new ApiError({ kind: 'http', status: 500, message: 'x', data: { code: 'E42' } });
    expect(classifyError(error).message).toBe('{"code":"E42"}');
  });

  test('an HTML body is not shown as text', () => {
    const error = new ApiError({
      kind: 'http',
      status: 502,
      message: 'x',
      data: '<html>Bad gateway</html>',
    });
    expect(classifyError(error)).toEqual({ kind: 'generic', status: 502, message: undefined });
  });

  test('a thrown route response uses its status', () => {
    // The shape React Router hands to errorElement for a thrown `data(..., {status})`.
    const thrown = {
      status: 403,
      statusText: 'Forbidden',
      internal: false,
      data: { message: 'Nee' },
    };
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
