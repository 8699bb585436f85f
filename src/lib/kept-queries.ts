import {
  hashKey,
  type Query,
  type QueryClient,
  type QueryFunctionContext,
  type QueryKey,
} from '@tanstack/react-query';
import type { ResponseParser } from '@/api/parsers';
import { useSessionStore } from '@/stores/session-store';
import { keepList, keptList, onThisPage, type KeptName } from './kept-lists';

/**
 * How a query's answer is kept on the device (src/lib/kept-lists.ts): as a list of items, each
 * read back through `item`, under the name `kept`.
 */
export interface KeptForm<T, Item> {
  kept: KeptName;
  item: ResponseParser<Item>;
  toItems: (data: T) => readonly unknown[];
  /** The answer a kept copy stands for; undefined when it stands for none. */
  fromItems: (items: Item[]) => T | undefined;
}

/** How a list is kept: item by item, as it is. */
export function keptAsList<Item>(
  kept: KeptName,
  item: ResponseParser<Item>,
  fromItems: (items: Item[]) => Item[] = (items) => items,
): KeptForm<Item[], Item> {
  return { kept, item, toItems: (list) => list, fromItems };
}

/** How one object is kept: as a list of one. */
export function keptAsOne<T extends object>(
  kept: KeptName,
  item: ResponseParser<T>,
): KeptForm<T, T> {
  return { kept, item, toItems: (one) => [one], fromItems: (items) => items[0] };
}

type AnyForm = KeptForm<unknown, unknown>;

/** Answers drawn from the device: already kept as they are. */
const fromDevice = new WeakSet<object>();
/**
 * Answers already written to the device. An answer equal to the one in the cache leaves it the
 * same object (TanStack Query's structural sharing), so a refresh that changed nothing (the team
 * board asks every minute) writes nothing.
 */
const keptAlready = new WeakSet<object>();

interface ClientKeeping {
  /**
   * Each client's page: what it keeps or reads stays on the device of the page it was made on,
   * also for an answer that comes once that page is gone (src/lib/kept-lists.ts, `leavePage`).
   */
  here: () => boolean;
  /** How each of its kept queries is kept, by the query's hash. */
  forms: Map<string, AnyForm>;
  /** Reads of kept copies under way, for the first draw (`keptCopiesRead`). */
  reading: Set<Promise<void>>;
}

const keepingOf = new WeakMap<QueryClient, ClientKeeping>();

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * Every new state of a kept query in this client is kept on the device: the server's answer, and
 * a write's answer patched into it (`storeChangedKaizen`), so a reload after ten decisions does
 * not draw those ten as waiting again. One write at a time per query; a newer state that came
 * meanwhile is written after it.
 */
function keeping(client: QueryClient): ClientKeeping {
  const known = keepingOf.get(client);
  if (known) return known;
  const state: ClientKeeping = { here: onThisPage(), forms: new Map(), reading: new Set() };
  keepingOf.set(client, state);
  const writing = new Map<string, Promise<void>>();
  const latest = new Map<string, { form: AnyForm; data: object }>();
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { queryHash, state: queryState } = event.query as Query<unknown>;
    const form = state.forms.get(queryHash);
    const data = queryState.data;
    if (!form || !isObject(data) || fromDevice.has(data) || keptAlready.has(data)) return;
    const userId = useSessionStore.getState().user?.id;
    if (userId === undefined) return;
    latest.set(queryHash, { form, data });
    if (writing.has(queryHash)) return;
    const write = async (): Promise<void> => {
      const next = latest.get(queryHash);
      if (!next) return;
      latest.delete(queryHash);
      keptAlready.add(next.data);
      await keepList(userId, next.form.kept, next.form.toItems(next.data), state.here);
      return write();
    };
    writing.set(
      queryHash,
      write().finally(() => writing.delete(queryHash)),
    );
  });
  return state;
}

/**
 * A kept query's function: the server's answer (`fetch`); meanwhile, when the client has none
 * yet, the copy kept on the device for the signed-in user is drawn at once and then replaced by
 * the answer. A copy read only after the read failed is not drawn.
 */
export function readKept<T, Item>(
  { client, queryKey }: Pick<QueryFunctionContext<QueryKey>, 'client' | 'queryKey'>,
  form: KeptForm<T, Item>,
  fetch: () => Promise<T>,
): Promise<T> {
  const state = keeping(client);
  const queryHash = hashKey(queryKey);
  state.forms.set(queryHash, form as AnyForm);
  const answer = fetch();
  const userId = useSessionStore.getState().user?.id;
  if (userId !== undefined && client.getQueryData(queryKey) === undefined) {
    const read = keptList(userId, form.kept, form.item, state.here)
      .then((kept) => {
        // The answer may have come first, or the user gone: it wins, and nothing is drawn. A read
        // that failed for good too: drawn over it, the copy would hide the failure and its retry
        // (one failed attempt of a read retried by itself is not that: the copy is drawn).
        const now = client.getQueryState(queryKey);
        if (!kept || now?.data !== undefined || now?.status === 'error') return;
        if (useSessionStore.getState().user?.id !== userId) return;
        const data = form.fromItems(kept.items);
        if (!isObject(data)) return;
        fromDevice.add(data);
        client.setQueryData(queryKey, data, { updatedAt: kept.savedAt });
      })
      .catch(() => undefined);
    state.reading.add(read);
    void read.finally(() => state.reading.delete(read));
  }
  return answer;
}

/**
 * Once every kept copy `client` is reading has been drawn into it or found missing: a reload
 * drawn before the server answers waits for these, so nothing above the fold comes later.
 */
export async function keptCopiesRead(client: QueryClient): Promise<void> {
  const { reading } = keeping(client);
  while (reading.size > 0) await Promise.all(reading);
}

/**
 * A kept query's freshness: `fresh` once the server answered; a copy drawn from the device, or a
 * read that failed, is asked again by the next screen or retry that wants it.
 */
export function keptStaleTime(fresh: number) {
  return ({ state }: { state: Query['state'] }): number =>
    state.status === 'error' || (isObject(state.data) && fromDevice.has(state.data)) ? 0 : fresh;
}
