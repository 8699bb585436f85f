import { queryOptions, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { fetchKaizensByTeam, shareRefs } from '@/api/kaizens';
import { teamKaizenSchema, type TeamKaizen } from '@/api/schemas/kaizen';
import { keepList, keptList, onThisPage, type KeptName } from '@/lib/kept-lists';
import { useSessionStore } from '@/stores/session-store';

const keptName = (teamId: number): KeptName => ({ name: 'team-kaizens', of: String(teamId) });
const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;
const isTeamList = (key: QueryKey) => key[0] === 'kaizens' && key[1] === 'by-team';

/** Lists drawn from the device: already kept as they are. */
const fromDevice = new WeakSet<object>();
/**
 * Lists already written to the device. An answer equal to the list in the cache leaves it the
 * same object (TanStack Query's structural sharing), so a refresh that changed nothing (the
 * team board asks every minute) writes nothing.
 */
const keptAlready = new WeakSet<object>();
/**
 * Each client's page: what it keeps or reads stays on the device of the page it was made on, also
 * for an answer that comes once that page is gone (src/lib/kept-lists.ts, `leavePage`).
 */
const pageOf = new WeakMap<QueryClient, () => boolean>();

/**
 * Every new state of a team's list in this client is kept on the device: the server's answer,
 * and a write's answer patched into it (`storeChangedKaizen`), so a reload after ten decisions
 * does not draw those ten as waiting again. One write at a time per list; a newer state that
 * came meanwhile is written after it.
 */
function keepChanges(client: QueryClient): () => boolean {
  const known = pageOf.get(client);
  if (known) return known;
  const here = onThisPage();
  pageOf.set(client, here);
  const writing = new Map<string, Promise<void>>();
  const latest = new Map<string, { teamId: number; list: TeamKaizen[] }>();
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { queryKey, queryHash, state } = event.query as Query<unknown>;
    const list = state.data;
    if (!isTeamList(queryKey) || !Array.isArray(list)) return;
    if (fromDevice.has(list) || keptAlready.has(list)) return;
    const userId = useSessionStore.getState().user?.id;
    if (userId === undefined) return;
    latest.set(queryHash, { teamId: Number(queryKey[2]), list: list as TeamKaizen[] });
    if (writing.has(queryHash)) return;
    const write = async (): Promise<void> => {
      const next = latest.get(queryHash);
      if (!next) return;
      latest.delete(queryHash);
      keptAlready.add(next.list);
      await keepList(userId, keptName(next.teamId), next.list, here);
      return write();
    };
    writing.set(
      queryHash,
      write().finally(() => writing.delete(queryHash)),
    );
  });
  return here;
}

/**
 * The team's list from the server; meanwhile, when this client has none yet, the copy kept on
 * the device (for this user and team) is drawn at once and then replaced by the answer. A copy
 * read only after the read failed is not drawn.
 */
async function readTeamList(client: QueryClient, teamId: number, queryKey: QueryKey) {
  const here = keepChanges(client);
  const answer = fetchKaizensByTeam(teamId);
  const userId = useSessionStore.getState().user?.id;
  if (userId !== undefined && client.getQueryData(queryKey) === undefined) {
    void keptList(userId, keptName(teamId), teamKaizenSchema, here).then((kept) => {
      // The answer may have come first, or the user gone: it wins, and nothing is drawn. A
      // read that failed for good too: drawn over it, the copy would hide the failure and its
      // retry (one failed attempt of a read retried by itself is not that: the copy is drawn).
      const state = client.getQueryState(queryKey);
      if (!kept || state?.data !== undefined || state?.status === 'error') return;
      if (useSessionStore.getState().user?.id !== userId) return;
      const list = shareRefs(kept.items);
      fromDevice.add(list);
      client.setQueryData(queryKey, list, { updatedAt: kept.savedAt });
    });
  }
  return answer;
}

/**
 * The active team's whole list (GET /api/kaizen/by-team/{id}, slim: `TeamKaizen`), read once
 * per session and shared by the dashboard, the review queue, its count in the navigation, the
 * similar kaizens and the form's confirmation (docs/decisions.md, "The team's list, read once
 * and kept"). A write from this client patches it or marks it stale (`storeChangedKaizen`); a
 * reload draws the copy kept on the device at once and asks the server again behind it.
 *
 * @example
 * const { data } = useQuery(teamKaizens(teamId));
 */
export function teamKaizens(teamId: number) {
  return queryOptions({
    queryKey: ['kaizens', 'by-team', teamId],
    queryFn: ({ client, queryKey }) => readTeamList(client, teamId, queryKey),
    // Fresh for the session once the server answered; a copy drawn from the device, or a read
    // that failed, is asked again by the next screen or retry that wants it.
    staleTime: ({ state }) =>
      state.status === 'error' || (isObject(state.data) && fromDevice.has(state.data))
        ? 0
        : Infinity,
  });
}
