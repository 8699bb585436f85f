import isAxiosError from 'axios/unsafe/helpers/isAxiosError.js';
import { isRecord } from '@/utils/is-record';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

export type FieldErrors = Record<string, string[]>;

interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  message: string;
  serverMessage?: string;
  fieldErrors?: FieldErrors;
  data?: unknown;
  method?: string;
  url?: string;
  retryAfterSeconds?: number;
  retryAt?: number;
}

/**
 * The one error every API call rejects with. `status` is 0 when no response arrived.
 * Screens read `fieldErrors` for 422s; `serverMessage` (what the server said) is for logs and
 * tests, never for the screen (`src/lib/failure-message.ts` says why).
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly serverMessage?: string;
  readonly fieldErrors: FieldErrors;
  readonly data: unknown;
  readonly method?: string;
  readonly url?: string;
  /** Retry-After (a 429's, a 503's), in seconds, at most an hour. */
  readonly retryAfterSeconds?: number;
  /** When that is, as a time (ms since the epoch), fixed when the answer came. */
  readonly retryAt?: number;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.fieldErrors = init.fieldErrors ?? {};
    this.data = init.data;
    this.method = init.method;
    this.url = init.url;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.retryAt = init.retryAt;
  }

  /** 401 (no session) and 419 (Laravel's expired CSRF/session page). */
  get isSessionExpired(): boolean {
    return this.status === 401 || this.status === 419;
  }

  /**
   * A write the server answered with 2xx whose body could not be read: it was saved all the
   * same, so it must never be offered for sending again (a second POST is a duplicate).
   */
  get savedButUnreadable(): boolean {
    const write = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(this.method ?? '');
    return this.kind === 'invalid-response' && write && this.status >= 200 && this.status < 300;
  }

  get isValidation(): boolean {
    return this.status === 422;
  }

  /** The first message the server gave for a field, if any. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function readFieldErrors(data: unknown): FieldErrors {
  if (!isRecord(data) || !isRecord(data.errors)) return {};
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(data.errors)) {
    const list = Array.isArray(messages) ? messages : [messages];
    const texts = list.filter((m): m is string => typeof m === 'string');
    if (texts.length > 0) result[field] = texts;
  }
  return result;
}

function readServerMessage(data: unknown): string | undefined {
  if (isRecord(data) && typeof data.message === 'string' && data.message.trim()) {
    return data.message;
  }
  return undefined;
}

/**
 * The longest wait a Retry-After is taken for: a server that says "a day" (or a date next
 * year) is asked again within the hour, and the user is never told to come back tomorrow.
 */
const RETRY_AFTER_MAX_SECONDS = 3600;

/** Retry-After as seconds: a number of seconds or an HTTP date; at least 1, at most an hour. */
function readRetryAfter(value: unknown, now: number): number | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value) : (Date.parse(value) - now) / 1000;
  if (!Number.isFinite(seconds)) return undefined;
  return Math.min(RETRY_AFTER_MAX_SECONDS, Math.max(1, Math.ceil(seconds)));
}

/** Maps whatever axios (or anything else) threw into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error)) {
    return new ApiError({
      kind: 'network',
      status: 0,
      message: error instanceof Error ? error.message : 'Unknown request failure',
    });
  }
  const method = error.config?.method?.toUpperCase();
  const url = error.config?.url;
  const where = `${method ?? 'REQUEST'} ${url ?? ''}`.trim();
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
    return new ApiError({ kind: 'timeout', status: 0, message: `${where} timed out`, method, url });
  }
  if (!error.response) {
    return new ApiError({
      kind: 'network',
      status: 0,
      message: `${where} failed: no response (${error.message})`,
      method,
      url,
    });
  }
  const { status } = error.response;
  const data: unknown = error.response.data;
  const serverMessage = readServerMessage(data);
  const now = Date.now();
  const retryAfterSeconds = readRetryAfter(error.response.headers['retry-after'], now);
  return new ApiError({
    kind: 'http',
    status,
    message: `${where} answered ${status}${serverMessage ? `: ${serverMessage}` : ''}`,
    serverMessage,
    fieldErrors: readFieldErrors(data),
    data,
    method,
    url,
    retryAfterSeconds,
    retryAt: retryAfterSeconds === undefined ? undefined : now + retryAfterSeconds * 1000,
  });
}
