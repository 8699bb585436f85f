import { http, HttpResponse, type JsonBodyType } from 'msw';
import { expect, onTestFinished } from 'vitest';
import { ApiError } from '@/api/api-error';
import { server } from '@/mocks/server';

type Method = 'get' | 'post' | 'put' | 'delete';

/** The requests one handler received, copied so a test can read their bodies afterwards. */
class ReceivedRequests {
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

const pathOf = (request: Request) => new URL(request.url).pathname;

/**
 * The one request recorder: every request the app sends from now on, copied so bodies can be
 * read afterwards, and the order in which calls start and end with their JSON answers. Its
 * listeners go when the test ends, so it never records another test's requests.
 */
export function recordRequests() {
  const all: Request[] = [];
  const log: string[] = [];
  const answers = new Map<string, Promise<unknown>>();
  let waiting: { line: string; resolve: (request: Request) => void }[] = [];
  const onStart = ({ request }: { request: Request }) => {
    all.push(request.clone());
    log.push(`start ${pathOf(request)}`);
    const line = requestLine(request);
    waiting.filter((wait) => wait.line === line).forEach((wait) => wait.resolve(request.clone()));
    waiting = waiting.filter((wait) => wait.line !== line);
  };
  const onEnd = ({ request, response }: { request: Request; response: Response }) => {
    log.push(`end ${pathOf(request)}`);
    answers.set(
      pathOf(request),
      response
        .clone()
        .json()
        .catch(() => undefined),
    );
  };
  server.events.on('request:start', onStart);
  server.events.on('response:mocked', onEnd);
  onTestFinished(() => {
    server.events.removeListener('request:start', onStart);
    server.events.removeListener('response:mocked', onEnd);
  });
  return {
    all,
    /** `start /api/x` and `end /api/x` lines, in the order they happened. */
    log,
    /** Those sent as `METHOD /path?query` exactly. */
    to: (line: string) => all.filter((request) => requestLine(request) === line),
    /** Those sent with `method` to `pathname`, whatever their query. */
    onPath: (method: string, pathname: string) =>
      all.filter((request) => request.method === method && pathOf(request) === pathname),
    /** The first request sent as `line`; fails with the list of what was sent when none was. */
    find(line: string): Request {
      const found = all.find((request) => requestLine(request) === line);
      if (!found) throw new Error(`No ${line}; sent: ${all.map(requestLine).join(', ')}`);
      return found;
    },
    lines: () => all.map(requestLine),
    /** The next request sent as `line` from now on. */
    next: (line: string) => new Promise<Request>((resolve) => waiting.push({ line, resolve })),
    /** How many calls to `pathname` started. */
    started: (pathname: string) => log.filter((entry) => entry === `start ${pathname}`).length,
    /** The JSON of the last answer to `pathname`. */
    async answer<T>(pathname: string): Promise<T> {
      const body = answers.get(pathname);
      if (!body) throw new Error(`No answer recorded for ${pathname}`);
      return (await body) as T;
    },
    /** Forgets what was recorded so far. */
    clear() {
      all.length = 0;
      log.length = 0;
      answers.clear();
    },
  };
}

export type RequestRecorder = ReturnType<typeof recordRequests>;

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

/**
 * Answers the next `times` calls to `method path` with an empty JSON `status` and then lets the
 * demo backend answer again. A read that fails with a 5xx is retried once
 * (src/lib/query-client.ts), so a screen shows a 5xx only after two: hence the default.
 */
export function failNext(method: Method, path: string, status: number, times = 2): void {
  let left = times;
  server.use(
    http[method](path, () => {
      if (left === 0) return undefined;
      left -= 1;
      return HttpResponse.json({}, { status });
    }),
  );
}

const keysOf = (requests: readonly Request[]) => [
  ...new Set(requests.map((request) => request.headers.get('Idempotency-Key'))),
];

/**
 * A plain POST create answered 2xx unreadably: sent exactly once (the client never re-sends it,
 * a server that ignores the key would save it twice), still carrying its idempotency key.
 */
export function expectSentOnce(requests: readonly Request[]): void {
  expect(requests.length, 'sends of the write').toBe(1);
  expect(keysOf(requests)[0], 'idempotency key').toBeTruthy();
}

/**
 * A PUT (spoofed too) answered 2xx unreadably every time: the first send and the client's one
 * re-send, both under one idempotency key, never a third (docs/api.md, "Idempotency").
 */
export function expectResentOnce(requests: readonly Request[]): void {
  expect(requests.length, 'sends of the write').toBe(2);
  const keys = keysOf(requests);
  expect(keys, 'idempotency keys').toHaveLength(1);
  expect(keys[0], 'idempotency key').toBeTruthy();
}
