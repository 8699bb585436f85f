import { isApiError } from '@/api/api-error';
import { failureMessage } from '@/lib/failure-message';
import { serverWords } from '@/lib/server-words';
import { LoadFailedError } from '@/utils/load-once';
import { PageOfflineError } from './page-code';
import { RouteStatusError } from './route-status';

export type ErrorKind = 'client' | 'locked' | 'generic' | 'offline' | 'crash';

export interface ClassifiedError {
  kind: ErrorKind;
  status?: number;
  /** What went wrong, in the user's language (an API error), or a route's own words. */
  message?: string;
}

/** Spec §2/§8: 400–421 client error, 423 locked, any other status generic. */
export function kindForStatus(status: number): Exclude<ErrorKind, 'crash' | 'offline'> {
  if (status >= 400 && status <= 421) return 'client';
  if (status === 423) return 'locked';
  return 'generic';
}

/**
 * Sorts a thrown value into the page that shows it: status pages for answers, crash otherwise.
 * `retrying`: the page tries again by itself when the server said when (`useRetryWhenAsked`).
 */
export function classifyError(error: unknown, { retrying = false } = {}): ClassifiedError {
  if (error instanceof PageOfflineError) return { kind: 'offline' };
  // Code that could not load, twice: a server failure to try again, not a crash of the page.
  if (error instanceof LoadFailedError) return { kind: 'generic' };
  // A call that got no answer while the device is offline (e.g. the session check of a page
  // loaded from the service worker): the offline page, which tries again once back online.
  if (isApiError(error) && error.kind === 'network' && !navigator.onLine)
    return { kind: 'offline' };
  if (error instanceof RouteStatusError) {
    return {
      kind: kindForStatus(error.status),
      status: error.status,
      // A guard's answer has no words: nothing under the status, never "{}".
      message: error.details || undefined,
    };
  }
  if (isApiError(error)) {
    // Spec §2: the server's message, but only words meant for people, never Laravel's stock
    // English texts or internal class names (docs/decisions.md, "Error messages").
    const message = [failureMessage(error, { retrying }), serverWords(error)]
      .filter(Boolean)
      .join('\n');
    // No answer, or an answer that could not be read: a 200 with an HTML page is no error code.
    if (error.kind !== 'http') return { kind: 'generic', message };
    return { kind: kindForStatus(error.status), status: error.status, message };
  }
  return { kind: 'crash' };
}

/** Spec §2/§9: development-like addresses show crash details. */
export function isDevelopmentHost(hostname: string, productionDomain = ''): boolean {
  const host = hostname.toLowerCase();
  // Spec §2: addresses *containing* these, e.g. kaizen.test.example.nl too.
  if (['localhost', '.test', '.app'].some((part) => host.includes(part))) return true;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[')) return true;
  return productionDomain !== '' && host.includes(productionDomain);
}
