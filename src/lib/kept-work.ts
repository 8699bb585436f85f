import { handParser, type ResponseParser } from '@/api/parsers';
import { readStored, storedItem } from '@/stores/stored';
import { isRecord } from '@/utils/is-record';

/**
 * Work in progress that a session expiry interrupts (docs/decisions.md, "Session expiry"):
 * what a screen holds that the user chose or typed (a form's values, a selection) is kept for
 * the signed-in user the moment the session is found expired, and handed back to the same
 * screen after signing in again. In sessionStorage: this tab's round trip, not the device's
 * (drafts of kaizens stay in admin_storage, which holds only its four keys).
 */
interface KeptWork {
  userId: number;
  work: Record<string, unknown>;
}

// Hand-written: the login page reads it (whether to say the input was kept), before zod loads.
const keptWork = storedItem<KeptWork>(
  'session',
  'qek_interrupted_work',
  handParser((text) => {
    // Stryker disable next-line ConditionalExpression: storedItem hands its parser strings only; the check narrows the type for JSON.parse
    if (typeof text !== 'string') return undefined;
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || typeof value.userId !== 'number' || !isRecord(value.work))
      return undefined;
    return { userId: value.userId, work: value.work };
  }, 'the kept work of one user'),
);

/** Each screen's work while it is on screen: its key and what is worth keeping (or undefined). */
const live = new Map<string, () => unknown>();

/** Registers a screen's work while it is mounted; returns the unregister function. */
export function registerWork(key: string, snapshot: () => unknown): () => void {
  live.set(key, snapshot);
  return () => {
    if (live.get(key) === snapshot) live.delete(key);
  };
}

/** What every screen on display holds now, by key (empty when nothing is worth keeping). */
export function collectWork(): Record<string, unknown> {
  const work: Record<string, unknown> = {};
  for (const [key, snapshot] of live) {
    const value = snapshot();
    if (value !== undefined) work[key] = value;
  }
  return work;
}

/** Keeps `work` for `userId`, to be handed back to its screens after signing in; true when any. */
export function keepWorkFor(userId: number, work: Record<string, unknown>): boolean {
  if (Object.keys(work).length === 0) return false;
  return keptWork.write(JSON.stringify({ userId, work } satisfies KeptWork));
}

/** Whether anything was kept by the last expiry in this tab (the login page says so). */
export function hasKeptWork(): boolean {
  return Object.keys(keptWork.read()?.work ?? {}).length > 0;
}

/** The work kept for this user and key, read through `schema`; another user's is never given. */
export function keptWorkOf<T>(
  userId: number,
  key: string,
  schema: ResponseParser<T>,
): T | undefined {
  const kept = keptWork.read();
  if (!kept || kept.userId !== userId || !(key in kept.work)) return undefined;
  return readStored(schema, kept.work[key]);
}

/** Forgets the work kept under `key` once its screen has it back. */
export function forgetKeptWork(key: string): void {
  const kept = keptWork.read();
  if (!kept || !(key in kept.work)) return;
  const rest = Object.fromEntries(Object.entries(kept.work).filter(([name]) => name !== key));
  if (Object.keys(rest).length === 0) keptWork.remove();
  else keptWork.write(JSON.stringify({ userId: kept.userId, work: rest } satisfies KeptWork));
}
