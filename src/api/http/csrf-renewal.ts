import type { Axios, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import isAxiosError from 'axios/unsafe/helpers/isAxiosError.js';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one re-send of a sign-in POST after a 419, so it is never sent a third time. */
    resentAfter419?: boolean;
    /** Set on the renewal's own GET: its 419 renews nothing, or it would wait for itself. */
    renewsCsrfToken?: boolean;
  }
}

// The sign-in POSTs: the only calls sent again after a 419 (docs/decisions.md, "CSRF renewal").
const SIGN_IN_PATHS = ['/login', '/login-type'];

/** GET /verified passes Laravel's session middleware, which answers with a fresh XSRF-TOKEN. */
const CSRF_RENEWAL_URL = '/verified';

let csrfRenewal: Promise<void> | null = null;

/**
 * After a 419 the browser still holds the dead session's XSRF-TOKEN: Laravel's VerifyCsrfToken
 * throws before it sets a fresh one. One GET through the session middleware renews it; calls
 * made meanwhile share that one GET.
 */
function renewCsrfToken(client: Axios): Promise<void> {
  csrfRenewal ??= client
    .get(CSRF_RENEWAL_URL, { renewsCsrfToken: true })
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

/** A write sent while the token is being renewed would carry the dead one: it waits. */
export async function waitForCsrfRenewal(config: InternalAxiosRequestConfig): Promise<void> {
  if (csrfRenewal && !isReading(config.method?.toLowerCase())) await csrfRenewal;
}

/**
 * Renews the token after a 419 (`raw`, the failure of a call to `path`). A 419 comes from
 * middleware, before any controller ran: the sign-in did not happen and is sent once more,
 * whose answer this returns. Nothing else is re-sent after a 419 (undefined).
 */
export async function resendSignInAfter419(
  client: Axios,
  raw: unknown,
  path: string,
): Promise<AxiosResponse | undefined> {
  const config = isAxiosError(raw) ? raw.config : undefined;
  if (config?.renewsCsrfToken) return undefined;
  await renewCsrfToken(client);
  if (config && SIGN_IN_PATHS.includes(path) && !config.resentAfter419) {
    return client.request({ ...config, resentAfter419: true });
  }
  return undefined;
}
