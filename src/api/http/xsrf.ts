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

/**
 * Echoes Laravel's XSRF-TOKEN cookie as X-XSRF-TOKEN on every call, also to an API on another
 * origin. Read here, from `document.cookie`, not by axios: where the browser has a
 * `cookieStore`, axios asks it before each send, a round trip to the browser that holds the
 * request a task or more, at start-up behind the first page's work.
 */
export function addXsrfHeader(config: InternalAxiosRequestConfig): void {
  const token = readCookie(COOKIE);
  if (token) config.headers.set(HEADER, token);
}
