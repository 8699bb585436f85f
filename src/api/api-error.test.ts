// @vitest-environment node
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError, isApiError, toApiError } from './api-error';

const config: InternalAxiosRequestConfig = {
  method: 'post',
  url: '/api/kaizen/',
  headers: new AxiosHeaders(),
};

afterEach(() => {
  vi.useRealTimers();
});

function answered(status: number, data: unknown): AxiosError {
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, undefined, {
    status,
    statusText: '',
    data,
    headers: {},
    config,
  });
}

describe('toApiError', () => {
  test.each(['ECONNABORTED', 'ETIMEDOUT'])(
    'an axios %s is a timeout that names the call',
    (code) => {
      const error = toApiError(new AxiosError('timeout of 50ms exceeded', code, config));

      expect(error).toMatchObject({
        kind: 'timeout',
        status: 0,
        method: 'POST',
        url: '/api/kaizen/',
      });
      expect(error.message).toBe('POST /api/kaizen/ timed out');
    },
  );

  test('an axios error without a response is a network error', () => {
    const error = toApiError(new AxiosError('Network Error', 'ERR_NETWORK', config));

    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(error.message).toBe('POST /api/kaizen/ failed: no response (Network Error)');
  });

  test('field messages given as one string are read as a list of one', () => {
    const error = toApiError(
      answered(422, { errors: { title: 'Too long.', team_id: [3, 'Pick a team.'] } }),
    );

    expect(error.fieldErrors).toEqual({ title: ['Too long.'], team_id: ['Pick a team.'] });
  });

  test('a body without errors gives no field errors', () => {
    expect(toApiError(answered(422, 'Unprocessable')).fieldErrors).toEqual({});
    expect(toApiError(answered(422, { errors: ['title'] })).fieldErrors).toEqual({});
  });

  test('a blank server message is no server message', () => {
    const error = toApiError(answered(500, { message: '  ' }));

    expect(error.serverMessage).toBeUndefined();
    expect(error.message).toBe('POST /api/kaizen/ answered 500');
  });

  test('an ApiError passes through unchanged', () => {
    const original = new ApiError({ kind: 'invalid-response', status: 200, message: 'bad body' });

    expect(toApiError(original)).toBe(original);
  });

  test('anything else thrown becomes a network error that keeps its message', () => {
    expect(toApiError(new TypeError('Failed to fetch'))).toMatchObject({
      kind: 'network',
      status: 0,
      message: 'Failed to fetch',
    });
    expect(toApiError('boom').message).toBe('Unknown request failure');
  });
});

describe('ApiError', () => {
  test('401 and 419 are the statuses of an expired session', () => {
    const expired = [401, 419].map((status) => new ApiError({ kind: 'http', status, message: '' }));
    const others = [0, 403, 422, 500].map(
      (status) => new ApiError({ kind: 'http', status, message: '' }),
    );

    expect(expired.map((error) => error.isSessionExpired)).toEqual([true, true]);
    expect(others.map((error) => error.isSessionExpired)).toEqual([false, false, false, false]);
  });

  test('it is an Error that isApiError recognises', () => {
    const error = new ApiError({ kind: 'network', status: 0, message: 'offline' });

    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('offline'))).toBe(false);
  });
});

describe('what toApiError reads from an answer', () => {
  function answeredWith(status: number, data: unknown, headers: Record<string, string> = {}) {
    return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, undefined, {
      status,
      statusText: '',
      data,
      headers,
      config,
    });
  }

  test('the message names the call, the status and what the server said', () => {
    const error = toApiError(answeredWith(422, { message: 'The title is required.' }));

    expect(error).toMatchObject({
      kind: 'http',
      status: 422,
      serverMessage: 'The title is required.',
      method: 'POST',
      url: '/api/kaizen/',
    });
    expect(error.message).toBe('POST /api/kaizen/ answered 422: The title is required.');
  });

  test('a message that is not text is no server message', () => {
    expect(toApiError(answeredWith(500, { message: 42 })).serverMessage).toBeUndefined();
  });

  test('a field whose messages are none of them text is left out', () => {
    const error = toApiError(answeredWith(422, { errors: { title: [3], team: ['Pick one.'] } }));

    expect(error.fieldErrors).toEqual({ team: ['Pick one.'] });
  });

  test('a call without a config is named REQUEST; one without a url by its method alone', () => {
    expect(toApiError(new AxiosError('Network Error', 'ERR_NETWORK')).message).toBe(
      'REQUEST failed: no response (Network Error)',
    );
    const noUrl = { ...config, method: 'get', url: undefined };
    expect(toApiError(new AxiosError('timeout', 'ECONNABORTED', noUrl)).message).toBe(
      'GET timed out',
    );
  });

  describe("a 429's Retry-After", () => {
    const retryAfter = (value: string) =>
      toApiError(answeredWith(429, {}, { 'retry-after': value })).retryAfterSeconds;

    test('in seconds, with spaces around them', () => {
      expect(retryAfter(' 42 ')).toBe(42);
    });

    test('as an HTTP date: the seconds until then, rounded up, at least one', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-01-05T10:00:00.500Z'));

      expect(retryAfter('Mon, 05 Jan 2026 10:01:30 GMT')).toBe(90);
      expect(retryAfter('Mon, 05 Jan 2026 09:00:00 GMT')).toBe(1);
    });

    test('blank or unreadable is none', () => {
      expect(retryAfter('  ')).toBeUndefined();
      expect(retryAfter('soon')).toBeUndefined();
      expect(toApiError(answeredWith(429, {})).retryAfterSeconds).toBeUndefined();
      expect(toApiError(answeredWith(503, {})).retryAt).toBeUndefined();
    });

    test('a silly wait (a day, a date next year) is taken as an hour', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-01-05T10:00:00.000Z'));

      expect(retryAfter('86400')).toBe(3600);
      expect(retryAfter('Tue, 05 Jan 2027 10:00:00 GMT')).toBe(3600);
    });

    test("a 503's (maintenance) is read too, with the time it names, fixed when it came", () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-01-05T10:00:00.000Z'));
      const error = toApiError(answeredWith(503, {}, { 'retry-after': '60' }));

      expect(error.retryAfterSeconds).toBe(60);
      expect(error.retryAt).toBe(new Date('2026-01-05T10:01:00.000Z').getTime());
    });
  });
});

describe('which failures are a write the server saved but answered unreadably', () => {
  const failure = (kind: 'http' | 'invalid-response', method: string | undefined, status: number) =>
    new ApiError({ kind, status, message: '', method }).savedButUnreadable;

  test.each(['POST', 'PUT', 'PATCH', 'DELETE'])('a %s answered 2xx unreadably', (method) => {
    expect(failure('invalid-response', method, 200)).toBe(true);
    expect(failure('invalid-response', method, 299)).toBe(true);
  });

  test('not a read, not a status outside 2xx, not an error the server answered', () => {
    expect(failure('invalid-response', 'GET', 200)).toBe(false);
    expect(failure('invalid-response', undefined, 200)).toBe(false);
    expect(failure('invalid-response', 'POST', 199)).toBe(false);
    expect(failure('invalid-response', 'POST', 300)).toBe(false);
    expect(failure('http', 'POST', 200)).toBe(false);
  });
});

test('only a 422 is a validation failure, and a field error is its first message', () => {
  const error = new ApiError({
    kind: 'http',
    status: 422,
    message: '',
    fieldErrors: { title: ['Too long.', 'Not unique.'] },
  });

  expect(error.isValidation).toBe(true);
  expect(error.fieldError('title')).toBe('Too long.');
  expect(error.fieldError('team')).toBeUndefined();
  expect(new ApiError({ kind: 'http', status: 400, message: '' }).isValidation).toBe(false);
  expect(new ApiError({ kind: 'http', status: 400, message: '' }).fieldErrors).toEqual({});
});
