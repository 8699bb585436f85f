import type { AxiosRequestConfig } from 'axios';
import { toApiError } from '../api-error';
import { IDEMPOTENCY_HEADER, keyForWrite } from '../idempotency';
import { http } from './client';
import type { Where } from './invalid-response';
import { announceSavedUnreadable } from './listeners';
import { counted } from './request-count';
import { inTurn } from './session-turn';

declare module 'axios' {
  interface AxiosRequestConfig {
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
 * sent again it could be saved twice.
 */
function resendable(config: AxiosRequestConfig): boolean {
  return IDEMPOTENT_METHODS.includes(actedMethod(config)) || config.repeatable === true;
}

/**
 * Sends a request and reads its answer with `read`. A write carries its idempotency key. A
 * write that may be repeated (`resendable`) answered 2xx but unreadably is sent once more under
 * the same key: a server that did it answers with what it did (docs/api.md, "Idempotency"), one
 * that did not does it now. Any other write so answered rejects as saved but unreadable.
 * Rejects only with ApiError.
 */
export async function exchange<T>(
  config: AxiosRequestConfig,
  read: (body: unknown, where: Where) => T | Promise<T>,
): Promise<T> {
  const write = keyForWrite(config);
  let result: T;
  try {
    const sent = write
      ? { ...config, headers: { ...config.headers, [IDEMPOTENCY_HEADER]: write.key } }
      : config;
    const response = await counted(() =>
      inTurn(config, (signal) => http.request<unknown>({ ...sent, signal })),
    );
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
    if (write && error.savedButUnreadable) announceSavedUnreadable();
    write?.settle(error);
    throw error;
  }
  write?.settle(null);
  return result;
}
