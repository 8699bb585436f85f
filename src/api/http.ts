import axios, { type AxiosRequestConfig } from 'axios';
import { z } from 'zod/mini';
import { env } from '@/config/env';
import { ApiError, toApiError } from './api-error';

/** The one axios instance. Nothing else in the app imports axios. */
export const http = axios.create({
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
});

// zod/mini loads no locale, so every issue would read just "Invalid input"; English keeps the
// messages the classic API gave ("Invalid input: expected string, received undefined").
z.config(z.locales.en());

type SessionExpiredListener = (error: ApiError) => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

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

/** Subscribes to 401/419 answers from the API; returns the unsubscribe function. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

let currentLocale: string | undefined;

/** The locale sent as Accept-Language, so the server answers in the user's language. */
export function setRequestLocale(locale: string | undefined): void {
  currentLocale = locale;
}

http.interceptors.request.use((config) => {
  // A locale named by the call itself (a language file fetched for a new locale) wins.
  if (currentLocale && !config.headers.has('Accept-Language')) {
    config.headers.set('Accept-Language', currentLocale);
  }
  return config;
});

http.interceptors.response.use(undefined, (raw: unknown) => {
  const error = toApiError(raw);
  const path = (error.url ?? '').split('?')[0];
  if (error.isSessionExpired && !AUTH_PATHS.some((p) => path === p || path.startsWith(p))) {
    sessionExpiredListeners.forEach((listener) => listener(error));
  }
  return Promise.reject(error);
});

function describeBody(data: unknown): string {
  if (data === '' || data === undefined || data === null) return 'an empty body';
  if (typeof data === 'string') {
    return /^\s*</.test(data) ? 'an HTML page instead of JSON' : 'text that is not JSON';
  }
  return 'a body of the wrong shape';
}

/** Checks a response body against its schema; a mismatch becomes an ApiError, not a later crash. */
export function parseResponse<S extends z.ZodMiniType>(
  schema: S,
  data: unknown,
  where: { method: string; url: string; status: number },
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const detail = issue ? ` (${issue.path.join('.') || 'body'}: ${issue.message})` : '';
  throw new ApiError({
    kind: 'invalid-response',
    status: where.status,
    message: `${where.method} ${where.url} returned ${describeBody(data)}${detail}`,
    data,
    method: where.method,
    url: where.url,
  });
}

/** Sends a request and parses the answer with `schema`. Rejects only with ApiError. */
export async function request<S extends z.ZodMiniType>(
  schema: S,
  config: AxiosRequestConfig,
): Promise<z.output<S>> {
  try {
    const response = await http.request<unknown>(config);
    return parseResponse(schema, response.data, {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      status: response.status,
    });
  } catch (error) {
    throw toApiError(error);
  }
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
export function spoofed<S extends z.ZodMiniType>(
  schema: S,
  method: 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  fields: Record<string, FormValue>,
): Promise<z.output<S>> {
  const data = toFormData({ ...fields, _method: method });
  return request(schema, { method: 'post', url, data });
}
