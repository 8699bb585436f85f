/** URL checks for values that come from users or the server before they reach an href, src or redirect. */
import { env } from '@/config/env';

// C0 controls, DEL and C1 controls; browsers strip some of these inside URLs, which is how
// `/\t/evil.example` can turn into a protocol-relative address.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * True for a path on this site: one leading slash, no scheme, no `//`, no backslash and no
 * control characters, also after percent-decoding (so `/%2F%2Fevil.example` is refused).
 */
export function isSafeInternalPath(value: string): boolean {
  if (value.length > 2048) return false;
  let decoded = value;
  try {
    // Decode until nothing changes, so multiply encoded tricks are seen as what they become.
    // A pass that changes the string shortens it, so this ends.
    for (let next = decodeURIComponent(value); next !== decoded; next = decodeURIComponent(next)) {
      decoded = next;
    }
  } catch {
    return false;
  }
  return [value, decoded].every(
    (candidate) =>
      candidate.startsWith('/') &&
      !candidate.startsWith('//') &&
      !candidate.includes('\\') &&
      !CONTROL_CHARS.test(candidate) &&
      !/^\/[^/?#]*:/.test(candidate),
  );
}

/** The redirect target after sign-in: the given path when it is on this site, else /home. */
export function safeRedirectPath(value: unknown, fallback = '/home'): string {
  return typeof value === 'string' && isSafeInternalPath(value) ? value : fallback;
}

const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|svg\+xml);base64,[a-z0-9+/=]+$/i;

/** The page's own origin; none where there is no page (the Node demo server). */
const ownOrigin = (): string | undefined =>
  typeof location === 'undefined' ? undefined : location.origin;

/**
 * An image address from the server that is safe to put in `src`: a site path, a URL on this
 * origin or on one the deployment trusts (`env.imageOrigins`: VITE_IMAGE_ORIGINS and the API's
 * origin), a blob: URL made by this page, or a base64 image (the demo backend stores uploads
 * that way). Any other host would learn who looks at the page and when.
 */
export function isSafeImageSrc(
  value: unknown,
  trustedOrigins: readonly string[] = env.imageOrigins,
): value is string {
  if (typeof value !== 'string' || CONTROL_CHARS.test(value)) return false;
  if (isSafeInternalPath(value) || DATA_IMAGE.test(value)) return true;
  try {
    const url = new URL(value);
    // A URL's origin is a string, so no URL matches where there is no page. A blob: URL's origin
    // is the page that made it.
    const own = ownOrigin();
    if (url.protocol === 'blob:') return url.origin === own;
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    return url.origin === own || trustedOrigins.includes(url.origin);
  } catch {
    return false;
  }
}

/** An external link target: only http(s) and mailto survive. */
export function isSafeExternalUrl(value: unknown): value is string {
  if (typeof value !== 'string' || CONTROL_CHARS.test(value)) return false;
  try {
    const url = new URL(value);
    return ['https:', 'http:', 'mailto:'].includes(url.protocol);
  } catch {
    return false;
  }
}
