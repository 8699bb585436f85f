// @vitest-environment node
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, test } from 'vitest';
import { ApiError, isApiError, toApiError } from './api-error';

const config: InternalAxiosRequestConfig = {
  method: 'post',
  url: '/api/kaizen/',
  headers: new AxiosHeaders(),
};

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
