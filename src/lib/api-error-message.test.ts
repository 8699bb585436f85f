// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { ApiError, type ApiErrorKind } from '@/api/api-error';
import nlBase from '@/mocks/lang/nl/base.json';
import enBase from '@/mocks/lang/en/base.json';
import { apiErrorMessageKey } from './api-error-message';

function failure(kind: ApiErrorKind, status = 0) {
  return new ApiError({ kind, status, message: `${kind} ${status}` });
}

describe('apiErrorMessageKey', () => {
  test.each([
    ['network', 0, 'api_error.network'],
    ['timeout', 0, 'api_error.timeout'],
    ['invalid-response', 200, 'api_error.invalid_response'],
    ['http', 401, 'api_error.session_expired'],
    ['http', 419, 'api_error.page_expired'],
    ['http', 413, 'api_error.too_large'],
    ['http', 403, 'api_error.forbidden'],
    ['http', 404, 'api_error.not_found'],
    ['http', 410, 'api_error.not_found'],
    ['http', 422, 'api_error.validation'],
    ['http', 423, 'api_error.locked'],
    ['http', 429, 'api_error.too_many_requests'],
    ['http', 500, 'api_error.server'],
    ['http', 503, 'api_error.maintenance'],
    ['http', 400, 'api_error.refused'],
    ['http', 409, 'api_error.refused'],
    ['http', 502, 'api_error.server'],
    ['http', 304, 'api_error.server'],
  ] as const)('a %s failure with status %i reads as %s', (kind, status, key) => {
    expect(apiErrorMessageKey(failure(kind, status))).toBe(key);
  });

  test('anything that is not an ApiError reads as a server failure', () => {
    expect(apiErrorMessageKey(new TypeError('x is undefined'))).toBe('api_error.server');
    expect(apiErrorMessageKey('boom')).toBe('api_error.server');
    expect(apiErrorMessageKey(null)).toBe('api_error.server');
  });

  test('every key it can return has a Dutch and an English text', () => {
    const keys = ['network', 'timeout', 'invalid_response', 'session_expired', 'forbidden'];
    keys.push('not_found', 'locked', 'validation', 'server', 'too_many_requests');
    keys.push('page_expired', 'too_large', 'maintenance', 'saved_unreadable', 'refused');
    keys.push('too_many_requests_wait_one', 'too_many_requests_wait_other');
    for (const messages of [nlBase.api_error, enBase.api_error]) {
      for (const key of keys) expect(messages).toHaveProperty(key);
    }
  });
});
