import type { InternalAxiosRequestConfig } from 'axios';

const COOKIE = 'XSRF-TOKEN';
const HEADER = 'X-XSRF-TOKEN';

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = document.cookie.split(/;\s*/).find((cookie) => cookie.startsWith(prefix));
  if (found === undefined) return null;
  const value = found.slice(prefix.length);
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** What Laravel's VerifyCsrfToken lets through unchecked (`isReading`). */
const READING = ['GET', 'HEAD', 'OPTIONS'];

/**
 * Echoes Laravel's XSRF-TOKEN cookie as X-XSRF-TOKEN on every write, also to an API on another
 * origin. Not on a read, which Laravel never checks: each read of `document.cookie` took a few
 * milliseconds of the start-up's requests at a phone's CPU, and the start-up only reads (its
 * session writes are GETs too). Read here, not by axios: where the browser has a `cookieStore`,
 * axios asks it before each send, a round trip to the browser that holds the request a task or
 * more.
 */
export function addXsrfHeader(config: InternalAxiosRequestConfig): void {
  if (READING.includes((config.method ?? 'get').toUpperCase())) return;
  const token = readCookie(COOKIE);
  if (token) config.headers.set(HEADER, token);
}
