// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { ApiError } from '@/api/api-error';
import { serverWords } from './server-words';

const answered = (status: number, serverMessage?: string) =>
  new ApiError({ kind: 'http', status, message: `GET /api/x answered ${status}`, serverMessage });

describe("the server's own words", () => {
  test.each([
    [423, 'Vergrendeld door beheer', 'Vergrendeld door beheer'],
    [423, '  Vergrendeld door beheer\n', 'Vergrendeld door beheer'],
    [
      403,
      'U mag alleen kaizens van uw eigen team bekijken.',
      'U mag alleen kaizens van uw eigen team bekijken.',
    ],
    [423, '   ', undefined],
    [503, undefined, undefined],
  ] as const)('a %i saying %j shows %j', (status, said, shown) => {
    expect(serverWords(answered(status, said))).toBe(shown);
  });

  // What Laravel 8 to 12 answer by themselves (the exception handler's prepareException and
  // convertExceptionToArray, the framework's exceptions, the errors::* views, the router).
  test.each([
    [404, 'The route api/nope could not be found.'],
    [404, 'The route kaizen/12/edit could not be found.'],
    [
      405,
      'The PATCH method is not supported for route api/kaizen/12. Supported methods: GET, HEAD, PUT.',
    ],
    [405, 'The DELETE method is not supported for this route. Supported methods: GET, HEAD.'],
    [404, 'No query results for model [App\\Models\\Kaizen] 12'],
    [404, 'Not Found'],
    [404, 'Not found.'],
    [500, 'Server Error'],
    [500, 'Internal Server Error'],
    [500, 'Whoops, looks like something went wrong.'],
    [500, 'SQLSTATE[23000]: Integrity constraint violation'],
    [429, 'Too Many Attempts.'],
    [429, 'Too Many Requests'],
    [503, 'Service Unavailable'],
    [401, 'Unauthenticated.'],
    [401, 'Unauthorized'],
    [403, 'This action is unauthorized.'],
    [403, 'Forbidden'],
    [403, 'Invalid signature.'],
    [403, 'Your email address is not verified.'],
    [419, 'CSRF token mismatch.'],
    [419, 'Page Expired'],
    [413, 'The POST data is too large.'],
    [413, 'Content Too Large'],
    [422, 'The given data was invalid.'],
    [400, 'Bad request.'],
    [400, 'Malformed URL.'],
    [404, 'Bad hostname provided.'],
    [502, 'Bad Gateway'],
    [504, 'Gateway Timeout'],
  ] as const)('a %i saying %j, stock Laravel, shows nothing of it', (status, said) => {
    expect(serverWords(answered(status, said))).toBeUndefined();
  });

  test("a sentence that only starts like the router's is the server's own", () => {
    expect(serverWords(answered(404, 'The route to the warehouse is closed.'))).toBe(
      'The route to the warehouse is closed.',
    );
  });
});
