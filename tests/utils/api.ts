import { http, HttpResponse, type JsonBodyType } from 'msw';
import { expect, onTestFinished } from 'vitest';
import { ApiError } from '@/api/api-error';
import { server } from '@/mocks/server';

type Method = 'get' | 'post' | 'put' | 'delete';

/** The requests one handler received, copied so a test can read their bodies afterwards. */
export class ReceivedRequests {
  readonly all: Request[] = [];

  /** The single request the handler received; fails the test when there were none or several. */
  get only(): Request {
    expect(this.all, 'requests received').toHaveLength(1);
    return this.all[0];
  }
}

/**
 * Answers `method path` with the JSON `body` (for this test only) and records every request
 * it receives: `const received = answer('get', '/api/user', buildCurrentUser())`.
 */
export function answer(
  method: Method,
  path: string,
  body: JsonBodyType,
  init?: ResponseInit,
): ReceivedRequests {
  const received = new ReceivedRequests();
  server.use(
    http[method](path, ({ request }) => {
      received.all.push(request.clone());
      return HttpResponse.json(body, init);
    }),
  );
  return received;
}

/** `POST /api/kaizen/table/approved?page=1`: the method, path and query a request was sent to. */
export function requestLine(request: Request): string {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
}

/**
 * Every request the app sends from now on, copied so their bodies can be read afterwards;
 * `to('POST /api/user')` picks those sent to one method and path (query included).
 */
export function recordRequests() {
  const all: Request[] = [];
  const listener = ({ request }: { request: Request }) => {
    all.push(request.clone());
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return { all, to: (line: string) => all.filter((request) => requestLine(request) === line) };
}

/** The parsed JSON body of a request. */
export async function jsonBody(request: Request): Promise<unknown> {
  return request.clone().json();
}

type FormFields = Record<string, FormDataEntryValue | FormDataEntryValue[]>;

/**
 * The multipart fields of a request as an object; `key[]` fields (Laravel's arrays) and
 * repeated keys become lists.
 */
export async function formFields(request: Request): Promise<FormFields> {
  const fields: FormFields = {};
  for (const [key, value] of (await request.clone().formData()).entries()) {
    const existing = fields[key];
    if (Array.isArray(existing)) existing.push(value);
    else if (existing !== undefined) fields[key] = [existing, value];
    else fields[key] = key.endsWith('[]') ? [value] : value;
  }
  return fields;
}

/** The ApiError a call rejected with; fails the test when it resolved or threw anything else. */
export async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(ApiError);
  return outcome as ApiError;
}
