import { randomId } from '@/utils/random-id';
import type { ApiError } from './api-error';

/** The header that names one write, however often it is sent (docs/api.md, "Idempotency"). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

interface WriteConfig {
  method?: string;
  url?: string;
  params?: unknown;
  data?: unknown;
}

/**
 * Keys of writes whose outcome is unknown, by what they send. Sending the same write again
 * (the user's retry, the one re-send of an unreadable 2xx) carries the same key, so a server
 * that did it the first time answers with that result instead of doing it twice.
 */
const unsettled = new Map<string, string>();

const describePart = (value: FormDataEntryValue) =>
  typeof value === 'string'
    ? value
    : `file:${value.name}:${value.type}:${value.size}:${value.lastModified}`;

function describeBody(data: unknown): string {
  if (data instanceof FormData) {
    return JSON.stringify([...data.entries()].map(([name, value]) => [name, describePart(value)]));
  }
  return typeof data === 'string' ? data : JSON.stringify(data ?? null);
}

const fingerprint = (config: WriteConfig) =>
  [
    (config.method ?? 'get').toUpperCase(),
    config.url ?? '',
    JSON.stringify(config.params ?? null),
    describeBody(config.data),
  ].join(' ');

/**
 * A failure after which nobody knows whether the server did the write: no answer (a timeout,
 * a dropped connection), a 5xx, or a 2xx that could not be read. Refusals (4xx) did nothing.
 */
function outcomeUnknown(error: ApiError): boolean {
  return error.status === 0 || error.status >= 500 || error.savedButUnreadable;
}

export interface WriteKey {
  key: string;
  /** The answer is in: `error` null for a success. Only an unknown outcome keeps the key. */
  settle: (error: ApiError | null) => void;
}

/** The key for a write (undefined for a read): the unsettled one for the same write, or new. */
export function keyForWrite(config: WriteConfig): WriteKey | undefined {
  if (['GET', 'HEAD', 'OPTIONS'].includes((config.method ?? 'get').toUpperCase())) return;
  const print = fingerprint(config);
  const key = unsettled.get(print) ?? randomId();
  unsettled.set(print, key);
  return {
    key,
    settle: (error) => {
      if (!error || !outcomeUnknown(error)) unsettled.delete(print);
    },
  };
}
