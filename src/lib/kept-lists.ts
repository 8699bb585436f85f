import { handParser, type ResponseParser } from '@/api/parsers';
import { useSessionStore } from '@/stores/session-store';
import { readStored } from '@/stores/stored';
import { isRecord } from '@/utils/is-record';
import { nextTask } from '@/utils/next-task';
import { idbStore } from './idb-store';
import { sharedDeviceIdleMinutes } from './shared-device';

/**
 * Long lists kept on the device for the signed-in user, so a reload draws what it had while the
 * server is asked again (docs/decisions.md, "The team's list, read once and kept"). One record
 * per user and list (`name`), for one thing it is of (`of`: a list of another team replaces
 * it): the items as JSON in chunks, each written and read in a task of its own,
 * so 50,000 items never hold the main thread in one go. Nothing is kept on a shared device;
 * another user's lists are dropped the moment someone else keeps or reads one, and all of them
 * at a sign-out (`forgetKeptLists`).
 */
interface KeptRecord {
  user: number;
  name: string;
  of: string;
  savedAt: number;
  chunks: string[];
}

/** Which list: its name, and what it is of (a team's id), of which one is kept per user. */
export interface KeptName {
  name: string;
  of: string;
}

export interface KeptList<T> {
  items: T[];
  savedAt: number;
}

/** Items stringified or parsed between two chances for the browser to paint and answer input. */
const CHUNK = 1000;

const run = idbStore('qek-kept', 'lists', { keyPath: ['user', 'name'] });

// Without IndexedDB every step below fails and is caught: nothing is kept, as on a shared device.
const keptHere = () => sharedDeviceIdleMinutes() === null;
// Stryker disable next-line OptionalChaining: nobody signed in throws here, and the throw is caught as a `false`
const signedIn = (userId: number) => useSessionStore.getState().user?.id === userId;

/**
 * The page whose app keeps and reads lists: one per document in a browser. Where tests share one
 * module graph, the app a test drew outlives the test, and an answer that comes after it would
 * keep its list on the next test's device; tests/setup-app.ts leaves the page after each test.
 */
let page = 0;

/** Whether work started now still belongs to the page it started on. */
export function onThisPage(): () => boolean {
  const started = page;
  return () => started === page;
}

/**
 * Test seam: the page is left. Whatever its app started or starts later touches the device no
 * more: each step checks just before it opens the database, so no write lands elsewhere.
 */
export function leavePage(): void {
  // Stryker disable next-line AssignmentOperator: any other number leaves the page too
  page += 1;
}

async function dropOthers(userId: number, here: () => boolean): Promise<void> {
  const users = await onPage(here, () => run('readonly', (store) => store.getAllKeys()));
  const others = users.filter((key) => Array.isArray(key) && key[0] !== userId);
  for (const key of others)
    await onPage(here, () => run('readwrite', (store) => store.delete(key)));
}

/** `step` only while its page is here; `step` opens the database in the task of the check. */
function onPage<T>(here: () => boolean, step: () => Promise<T>): Promise<T> {
  return here() ? step() : Promise.reject(new Error('the page that started this is gone'));
}

/**
 * Keeps `items` as `userId`'s list `name` of `of`, replacing what was kept under that name. Not on a shared device, and
 * not once `userId` is no longer the one signed in here. Never rejects: a full or blocked
 * store just keeps nothing.
 */
export function keepList(
  userId: number,
  kept: KeptName,
  items: readonly unknown[],
  here = onThisPage(),
): Promise<void> {
  const write = writeList(userId, kept, items, here).finally(() => writing.delete(write));
  writing.add(write);
  return write;
}

/** The writes under way, for tests to wait for (`keptListsSettled`). */
const writing = new Set<Promise<void>>();

/** Test helper: once every write of a kept list under way is over (or given up). */
export async function keptListsSettled(): Promise<void> {
  while (writing.size > 0) await Promise.all(writing);
}

async function writeList(
  userId: number,
  { name, of }: KeptName,
  items: readonly unknown[],
  here: () => boolean,
): Promise<void> {
  try {
    if (!keptHere()) return await onPage(here, forgetKeptLists);
    const chunks: string[] = [];
    // Stryker disable next-line EqualityOperator: one more, empty chunk reads as no more items
    for (let start = 0; start < items.length; start += CHUNK) {
      await nextTask();
      chunks.push(JSON.stringify(items.slice(start, start + CHUNK)));
    }
    if (!signedIn(userId)) return;
    await dropOthers(userId, here);
    const record: KeptRecord = { user: userId, name, of, savedAt: Date.now(), chunks };
    await onPage(here, () => run('readwrite', (store) => store.put(record)));
  } catch {
    // Kept nothing: the next visit reads the list from the server, as without a copy.
  }
}

/**
 * `userId`'s kept list `name` of `of`, each item through `item` (docs/decisions.md, "Stored values
 * through one reader"); undefined when there is none, it is of another `of`, or the record or any
 * item fails: a damaged copy is dropped, never half shown.
 */
export async function keptList<T>(
  userId: number,
  { name, of }: KeptName,
  item: ResponseParser<T>,
  here = onThisPage(),
): Promise<KeptList<T> | undefined> {
  try {
    if (!keptHere()) {
      await onPage(here, forgetKeptLists);
      return undefined;
    }
    await dropOthers(userId, here);
    const stored: unknown = await onPage(here, () =>
      run('readonly', (store) => store.get([userId, name])),
    );
    // Stryker disable next-line ConditionalExpression: dropping a copy that is not there changes nothing
    if (stored === undefined) return undefined;
    const record = readStored(keptRecordParser, stored);
    // Stryker disable next-line ConditionalExpression,StringLiteral: reading `of` of nothing throws too, caught below
    if (!record) throw new Error('not a kept list');
    if (record.of !== of) return undefined;
    const items: T[] = [];
    for (const chunk of record.chunks) {
      await nextTask();
      const values: unknown = JSON.parse(chunk);
      // Stryker disable next-line StringLiteral: caught below, never shown
      if (!Array.isArray(values)) throw new Error('not a list');
      for (const value of values) {
        const parsed = readStored(item, value);
        // Stryker disable next-line StringLiteral: caught below, never shown
        if (parsed === undefined) throw new Error('an item failed its schema');
        items.push(parsed);
      }
    }
    return { items, savedAt: record.savedAt };
  } catch {
    const drop = () => run('readwrite', (store) => store.delete([userId, name]));
    await onPage(here, drop).catch(() => undefined);
    return undefined;
  }
}

/** Drops every kept list of every user (a sign-out). Never rejects. */
export async function forgetKeptLists(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await run('readwrite', (store) => store.clear()).catch(() => undefined);
}

/**
 * What a kept record holds beside its key: the store takes the key ([user, name]) from the
 * record itself, so a record read by its key is always the asked user's and name's.
 */
const keptRecordParser = handParser<Pick<KeptRecord, 'of' | 'savedAt' | 'chunks'>>((value) => {
  // Stryker disable next-line ConditionalExpression: a text has no `of`, and nothing throws, failing it alike
  if (!isRecord(value)) return undefined;
  const { of, savedAt, chunks } = value;
  if (typeof of !== 'string' || typeof savedAt !== 'number') return undefined;
  // Stryker disable next-line ConditionalExpression: nothing else stored has `every`; its throw fails the read alike
  if (!Array.isArray(chunks)) return undefined;
  if (!chunks.every((chunk) => typeof chunk === 'string')) return undefined;
  return { of, savedAt, chunks };
}, 'a kept list');
