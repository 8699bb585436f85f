import type { AxiosRequestConfig } from 'axios';
// axios's own modules, not its main entry: that one also carries CancelToken, HttpStatusCode,
// formToJSON and more the app never calls (docs/decisions.md, "axios without its extras").
import Axios from 'axios/unsafe/core/Axios.js';
import mergeConfig from 'axios/unsafe/core/mergeConfig.js';
import axiosDefaults from 'axios/unsafe/defaults/index.js';
import isAxiosError from 'axios/unsafe/helpers/isAxiosError.js';
import { env } from '@/config/env';
import { nextTask } from '@/lib/next-task';
import { ApiError, toApiError } from './api-error';
import { IDEMPOTENCY_HEADER, keyForWrite } from './idempotency';
import { unwrapLaravel } from './laravel-shapes';
import type { ParseIssue, Parsed, ResponseParser } from './parsers';

/**
 * The one axios instance, built the way `axios.create` builds one (axios's defaults merged with
 * ours). Nothing else in the app imports axios.
 */
export const http = new Axios(
  mergeConfig(axiosDefaults, {
    baseURL: env.apiBaseUrl,
    timeout: env.apiTimeoutMs,
    withCredentials: true,
    // Laravel sets XSRF-TOKEN; axios echoes it as X-XSRF-TOKEN, also when the API is on another origin.
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
    withXSRFToken: true,
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    },
  }),
);

type SessionExpiredListener = (error: ApiError) => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();
type ForbiddenListener = (error: ApiError) => void;
const forbiddenListeners = new Set<ForbiddenListener>();
const savedUnreadableListeners = new Set<() => void>();

// Calls whose 401/422 mean "wrong credentials or token", not "your session ran out".
const AUTH_PATHS = [
  '/login',
  '/login-type',
  '/verified',
  '/api/password/',
  '/api/home/sign-up',
  '/api/check/token/',
  // Called before sign-in too (spec §7: on start); a guest's 401 there is not an expiry.
  '/api/session/locale/',
];

// The sign-in POSTs: the only calls sent again after a 419 (docs/decisions.md, "CSRF renewal").
const SIGN_IN_PATHS = ['/login', '/login-type'];

/** GET /verified passes Laravel's session middleware, which answers with a fresh XSRF-TOKEN. */
const CSRF_RENEWAL_URL = '/verified';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one re-send of a sign-in POST after a 419, so it is never sent a third time. */
    resentAfter419?: boolean;
    /** Set on the one re-send of a write answered 2xx unreadably (same idempotency key). */
    resentUnreadable?: boolean;
    /**
     * A POST that sending twice does no more than once: a table or filter query (it only reads)
     * or a sign-in (a second one replaces the session it made). Set where the call is sent.
     */
    repeatable?: boolean;
  }
}

const IDEMPOTENT_METHODS = ['PUT', 'PATCH', 'DELETE'];

/** The method Laravel acts on: a POST's `_method` field (`spoofed`) counts, as it does there. */
function actedMethod(config: AxiosRequestConfig): string {
  const method = (config.method ?? 'get').toUpperCase();
  const data: unknown = config.data;
  if (method !== 'POST') return method;
  const field =
    data instanceof FormData
      ? data.get('_method')
      : typeof data === 'object' && data !== null
        ? (data as Record<string, unknown>)._method
        : undefined;
  return typeof field === 'string' ? field.toUpperCase() : method;
}

/**
 * Whether a write answered 2xx unreadably may be sent again by the client itself. Only when a
 * second send cannot do more than the first, also on a server that ignores the idempotency key
 * (docs/api.md, "Idempotency"): a PUT, PATCH or DELETE (spoofed too), or a POST marked
 * `repeatable`. A plain POST creates: an unreadable 2xx from it usually means it was saved, and
 * sent again it could be saved twice (issue 10: "saved, so never sent again").
 */
function resendable(config: AxiosRequestConfig): boolean {
  return IDEMPOTENT_METHODS.includes(actedMethod(config)) || config.repeatable === true;
}

/** Subscribes to 401/419 answers from the API; returns the unsubscribe function. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

/** Subscribes to 403 answers (a right the client thought the user had); returns the unsubscribe. */
export function onForbidden(listener: ForbiddenListener): () => void {
  forbiddenListeners.add(listener);
  return () => forbiddenListeners.delete(listener);
}

/**
 * Subscribes to writes the server did but answered unreadably (after the client's own re-send,
 * if it may make one): what is on screen may be out of date. Returns the unsubscribe.
 */
export function onSavedUnreadable(listener: () => void): () => void {
  savedUnreadableListeners.add(listener);
  return () => savedUnreadableListeners.delete(listener);
}

let currentLocale: string | undefined;

/** The locale sent as Accept-Language, so the server answers in the user's language. */
export function setRequestLocale(locale: string | undefined): void {
  currentLocale = locale;
}

let csrfRenewal: Promise<void> | null = null;

/**
 * After a 419 the browser still holds the dead session's XSRF-TOKEN: Laravel's VerifyCsrfToken
 * throws before it sets a fresh one. One GET through the session middleware renews it; calls
 * made meanwhile share that one GET.
 */
function renewCsrfToken(): Promise<void> {
  csrfRenewal ??= http
    .get(CSRF_RENEWAL_URL)
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      csrfRenewal = null;
    });
  return csrfRenewal;
}

const isReading = (method: string | undefined) =>
  ['get', 'head', 'options'].includes(method ?? 'get');

http.interceptors.request.use(async (config) => {
  // A locale named by the call itself (a language file fetched for a new locale) wins.
  if (currentLocale && !config.headers.has('Accept-Language')) {
    config.headers.set('Accept-Language', currentLocale);
  }
  // A write sent while the token is being renewed would carry the dead one: it waits.
  if (csrfRenewal && !isReading(config.method?.toLowerCase())) await csrfRenewal;
  return config;
});

const pathOf = (url: string | undefined) => (url ?? '').split('?')[0];

http.interceptors.response.use(undefined, async (raw: unknown) => {
  const error = toApiError(raw);
  const path = pathOf(error.url);
  if (error.status === 419) {
    await renewCsrfToken();
    // A 419 comes from middleware, before any controller ran: the sign-in did not happen and
    // may be sent once more. Nothing else is re-sent after a 419.
    const config = isAxiosError(raw) ? raw.config : undefined;
    if (config && SIGN_IN_PATHS.includes(path) && !config.resentAfter419) {
      return http.request({ ...config, resentAfter419: true });
    }
  }
  if (error.isSessionExpired && !AUTH_PATHS.some((p) => path === p || path.startsWith(p))) {
    sessionExpiredListeners.forEach((listener) => listener(error));
  }
  if (error.status === 403) forbiddenListeners.forEach((listener) => listener(error));
  return Promise.reject(error);
});

function describeBody(data: unknown): string {
  if (data === '' || data === undefined || data === null) return 'an empty body';
  if (typeof data === 'string') {
    return /^\s*</.test(data) ? 'an HTML page instead of JSON' : 'text that is not JSON';
  }
  return 'a body of the wrong shape';
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/**
 * zod/mini ships without messages (every issue reads "Invalid input"); loading its English
 * locale would put zod on the first page, so the useful part is written out here.
 */
function describeIssue(issue: ParseIssue, data: unknown): string {
  const generic = issue.message === 'Invalid input';
  if (!generic || !('expected' in issue) || typeof issue.expected !== 'string')
    return issue.message;
  const received = issue.path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined,
    data,
  );
  return `Invalid input: expected ${issue.expected}, received ${typeName(received)}`;
}

interface Where {
  method: string;
  url: string;
  status: number;
}

/** The answer did not match its schema: an ApiError that says where and how, not a later crash. */
function invalidResponse(issue: ParseIssue | undefined, data: unknown, where: Where): ApiError {
  const detail = issue
    ? ` (${issue.path.map(String).join('.') || 'body'}: ${describeIssue(issue, data)})`
    : '';
  return new ApiError({
    kind: 'invalid-response',
    status: where.status,
    message: `${where.method} ${where.url} returned ${describeBody(data)}${detail}`,
    data,
    method: where.method,
    url: where.url,
  });
}

/**
 * Checks a response body against its schema, after unwrapping Laravel's `{data: …}` wrappers
 * (`laravel-shapes.ts`); a mismatch becomes an ApiError, not a later crash.
 */
function parseResponse<P extends ResponseParser<unknown>>(
  schema: P,
  body: unknown,
  where: Where,
): Parsed<P> {
  const data = unwrapLaravel(body);
  const result = schema.safeParse(data);
  if (result.success) return result.data as Parsed<P>;
  throw invalidResponse(result.error.issues[0], data, where);
}

let underway = 0;
let onQuiet: (() => void)[] = [];

/** Whether any of the app's requests is under way. */
export const isRequestUnderway = (): boolean => underway > 0;

/**
 * Resolves once none of the app's requests is under way (at once when none is): fetching ahead
 * waits for it, so it never shares the connection with what a page is loading.
 */
export function whenNoRequestUnderway(): Promise<void> {
  if (underway === 0) return Promise.resolve();
  return new Promise((resolve) => onQuiet.push(resolve));
}

async function counted<T>(send: () => Promise<T>): Promise<T> {
  underway += 1;
  try {
    return await send();
  } finally {
    underway -= 1;
    if (underway === 0) {
      const waiting = onQuiet;
      onQuiet = [];
      waiting.forEach((resolve) => resolve());
    }
  }
}

/**
 * Sends a request and reads its answer with `read`. A write carries its idempotency key. A
 * write that may be repeated (`resendable`) answered 2xx but unreadably is sent once more under
 * the same key: a server that did it answers with what it did (docs/api.md, "Idempotency"), one
 * that did not does it now. Any other write so answered rejects as saved but unreadable.
 * Rejects only with ApiError.
 */
async function exchange<T>(
  config: AxiosRequestConfig,
  read: (body: unknown, where: Where) => T | Promise<T>,
): Promise<T> {
  const write = keyForWrite(config);
  let result: T;
  try {
    const sent = write
      ? { ...config, headers: { ...config.headers, [IDEMPOTENCY_HEADER]: write.key } }
      : config;
    const response = await counted(() => http.request<unknown>(sent));
    const where = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      status: response.status,
    };
    result = await read(response.data, where);
  } catch (raw) {
    const error = toApiError(raw);
    if (write && error.savedButUnreadable && !config.resentUnreadable && resendable(config)) {
      return exchange({ ...config, resentUnreadable: true }, read);
    }
    if (write && error.savedButUnreadable)
      savedUnreadableListeners.forEach((listener) => listener());
    write?.settle(error);
    throw error;
  }
  write?.settle(null);
  return result;
}

/** Sends a request and parses the answer with `schema`. Rejects only with ApiError. */
export function request<P extends ResponseParser<unknown>>(
  schema: P,
  config: AxiosRequestConfig,
): Promise<Parsed<P>> {
  return exchange(config, (body, where) => parseResponse(schema, body, where));
}

/** Items checked between two chances for the browser to paint and answer input. */
const LIST_SLICE = 500;

/**
 * A 2xx list answer stays bytes in the task that received it (decoding 1.5 MB as the response
 * text is a long task of its own); `checkList` decodes and parses it later, each step in a
 * task of its own. Any other answer is read as axios reads JSON, for the error it becomes.
 */
function keepListBytes(data: unknown, _headers: unknown, status?: number): unknown {
  if (!(data instanceof ArrayBuffer)) return data;
  if (status !== undefined && status >= 200 && status < 300) return data;
  return parseJsonLeniently(new TextDecoder().decode(data));
}

/** As axios's `silentJSONParsing`: a body that is not JSON stays the text it was. */
function parseJsonLeniently(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Like `request` for a list that may be long (a team's kaizens: 10,000 at a large company):
 * the body is decoded, parsed and each item checked against `item` in steps with a task
 * boundary between them (the item checks in slices), so no step holds the main thread for
 * long. Rejects only with ApiError.
 */
export function requestList<T>(item: ResponseParser<T>, config: AxiosRequestConfig): Promise<T[]> {
  const listConfig: AxiosRequestConfig = {
    ...config,
    responseType: 'arraybuffer',
    transformResponse: keepListBytes,
  };
  return exchange(listConfig, (body, where) => checkList(item, body, where));
}

async function readListBody(body: unknown): Promise<unknown> {
  if (!(body instanceof ArrayBuffer)) return body;
  await nextTask();
  const text = new TextDecoder().decode(body);
  await nextTask();
  return text === '' ? text : parseJsonLeniently(text);
}

async function checkList<T>(item: ResponseParser<T>, body: unknown, where: Where): Promise<T[]> {
  const data = unwrapLaravel(await readListBody(body));
  if (!Array.isArray(data)) {
    throw invalidResponse({ path: [], message: 'expected an array' }, data, where);
  }
  const items: T[] = [];
  for (let start = 0; start < data.length; start += LIST_SLICE) {
    // Also before the first slice: the parse just before is a task's worth already.
    await nextTask();
    for (const [offset, value] of data.slice(start, start + LIST_SLICE).entries()) {
      const result = item.safeParse(value);
      if (!result.success) {
        const issue = result.error.issues[0];
        const path = [start + offset, ...(issue?.path ?? [])];
        throw invalidResponse(
          { ...issue, path, message: issue?.message ?? 'Invalid input' },
          data,
          where,
        );
      }
      items.push(result.data);
    }
  }
  return items;
}

export type FormValue =
  string | number | boolean | Blob | null | undefined | readonly (string | number)[];

/**
 * Builds multipart form data the way Laravel reads it: arrays as `key[]`, booleans as 1/0,
 * null and undefined left out (send '' explicitly to clear a field).
 */
export function toFormData(fields: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      value.forEach((item) => form.append(`${key}[]`, String(item)));
    } else if (value instanceof Blob) {
      form.append(key, value);
    } else if (typeof value === 'boolean') {
      form.append(key, value ? '1' : '0');
    } else {
      form.append(key, String(value));
    }
  }
  return form;
}

/**
 * Laravel method spoofing (spec §7): PHP only parses multipart bodies on POST, so a PUT with
 * files is sent as POST carrying `_method=PUT`.
 */
export function spoofed<P extends ResponseParser<unknown>>(
  schema: P,
  method: 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  fields: Record<string, FormValue>,
): Promise<Parsed<P>> {
  const data = toFormData({ ...fields, _method: method });
  return request(schema, { method: 'post', url, data });
}
