import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TeamKaizen } from '@/api/schemas/kaizen';
import type { CurrentUser } from '@/api/schemas/user';
import { usePendingUndoables } from '@/hooks/use-undoable';
import { can } from '@/lib/permissions';
import { teamKaizens } from '../team-list';
import { queueOrder, reviewQueue } from './review-queue';
import { useSessionStore } from '@/stores/session-store';
import { pendingOf, useDecisionStore } from './decision-store';

// Sorted once per list and user: the navigation's count, the dashboard's and the triage's place
// each ask on every render, and a decision taken changes neither.
const sortedQueues = new WeakMap<
  readonly TeamKaizen[],
  { user: CurrentUser | null; queue: readonly TeamKaizen[] }
>();

function sortedQueue(user: CurrentUser | null, list: readonly TeamKaizen[]) {
  const known = sortedQueues.get(list);
  if (known?.user === user) return known.queue;
  const queue = reviewQueue(user, list);
  sortedQueues.set(list, { user, queue });
  return queue;
}

/**
 * The kaizens awaiting this user's decision, oldest first, from the active team's list: the
 * dashboard's own query (same key, one cache), so opening the queue after /home asks nothing.
 * A kaizen decided here leaves the queue at once, while its decision waits behind its undo
 * toast, and comes back when it is undone. The one source of "Te beoordelen" (`useReviewCount`),
 * the queue and the triage's place.
 */
export function useReviewQueue({ enabled = true } = {}) {
  const user = useSessionStore((state) => state.user);
  const teamId = user?.active_team?.id ?? 0;
  const query = useQuery({ ...teamKaizens(teamId), enabled: enabled && teamId !== 0 });
  const decided = useDecisionStore((state) => state.decided);
  const sending = useDecisionStore((state) => state.sending);
  const pending = usePendingUndoables();
  const queue = useMemo(
    () =>
      query.data &&
      sortedQueue(user, query.data).filter(
        ({ id }) =>
          !((decided[id] ?? 0) >= query.dataUpdatedAt) &&
          !(id in sending) &&
          pendingOf(pending, id) === null,
      ),
    [query.data, query.dataUpdatedAt, user, decided, sending, pending],
  );
  return { queue, query };
}

/**
 * "Te beoordelen": how many kaizens this user may decide now, the length of `useReviewQueue`,
 * so the navigation, the dashboard's tile and the queue's "1 van N" never disagree. The
 * navigation holds it on every page, so the team's list is fetched once per team and kept while
 * it is fresh (decisions patch it, a move invalidates it), also where the page does not read it.
 * Undefined for who does not decide, and until the list is there.
 *
 * @example
 * const count = useReviewCount();
 */
export function useReviewCount(): number | undefined {
  const user = useSessionStore((state) => state.user);
  const decides = can(user, 'review kaizen');
  // A list that failed is the page's to read again (with its retry), not the badge's.
  const failed =
    useQueryClient().getQueryState(teamKaizens(user?.active_team?.id ?? 0).queryKey)?.status ===
    'error';
  const { queue } = useReviewQueue({ enabled: decides && !failed });
  return decides ? queue?.length : undefined;
}

export interface QueuePlace {
  /** 1-based; null when the kaizen is not (or no longer) in the queue. */
  position: number | null;
  previous: TeamKaizen | undefined;
  next: TeamKaizen | undefined;
}

/** Where `current` stands in the queue; one no longer in it stands where it would sort. */
export function placeIn(queue: readonly TeamKaizen[], current: TeamKaizen): QueuePlace {
  const index = queue.findIndex(({ id }) => id === current.id);
  if (index >= 0) {
    return { position: index + 1, previous: queue[index - 1], next: queue[index + 1] };
  }
  // Stryker disable next-line EqualityOperator: queueOrder is 0 only for the same id, found above
  const after = queue.findIndex((kaizen) => queueOrder(kaizen, current) > 0);
  const at = after === -1 ? queue.length : after;
  return { position: null, previous: queue[at - 1], next: queue[at] };
}

/**
 * The kaizen to show once `current` is decided: the one after it, else (it was the last) the
 * first still waiting, else none: everything is reviewed.
 */
export function nextAfterDecision(
  queue: readonly TeamKaizen[],
  current: TeamKaizen,
): TeamKaizen | undefined {
  const rest = queue.filter(({ id }) => id !== current.id);
  const { next } = placeIn(rest, current);
  return next ?? rest[0];
}
