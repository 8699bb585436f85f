import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { kaizenQueries } from '@/api/kaizen-queries';
import type { Kaizen } from '@/api/schemas/kaizen';
import { usePendingUndoables } from '@/hooks/use-undoable';
import { queueOrder, reviewQueue } from '@/lib/review-queue';
import { useSessionStore } from '@/stores/session-store';
import { useDecisionStore } from '../decision/decision-store';
import { pendingOf } from '../decision/use-decide';

/**
 * The kaizens awaiting this user's decision, oldest first, from the active team's list: the
 * dashboard's own query (same key, one cache), so opening the queue after /home asks nothing.
 * A kaizen decided here leaves the queue at once, while its decision waits behind its undo toast.
 */
export function useReviewQueue({ enabled = true } = {}) {
  const user = useSessionStore((state) => state.user);
  const teamId = user?.active_team?.id ?? 0;
  const query = useQuery({ ...kaizenQueries.byTeam(teamId), enabled: enabled && teamId !== 0 });
  const decided = useDecisionStore((state) => state.decided);
  const sending = useDecisionStore((state) => state.sending);
  const pending = usePendingUndoables();
  const queue = useMemo(
    () =>
      query.data &&
      reviewQueue(user, query.data).filter(
        ({ id }) =>
          !((decided[id] ?? 0) >= query.dataUpdatedAt) &&
          !(id in sending) &&
          pendingOf(pending, id) === null,
      ),
    [query.data, query.dataUpdatedAt, user, decided, sending, pending],
  );
  return { queue, query };
}

export interface QueuePlace {
  /** 1-based; null when the kaizen is not (or no longer) in the queue. */
  position: number | null;
  previous: Kaizen | undefined;
  next: Kaizen | undefined;
}

/** Where `current` stands in the queue; one no longer in it stands where it would sort. */
export function placeIn(queue: readonly Kaizen[], current: Kaizen): QueuePlace {
  const index = queue.findIndex(({ id }) => id === current.id);
  if (index >= 0) {
    return { position: index + 1, previous: queue[index - 1], next: queue[index + 1] };
  }
  const after = queue.findIndex((kaizen) => queueOrder(kaizen, current) > 0);
  const at = after === -1 ? queue.length : after;
  return { position: null, previous: queue[at - 1], next: queue[at] };
}

/**
 * The kaizen to show once `current` is decided: the one after it, else (it was the last) the
 * first still waiting, else none: everything is reviewed.
 */
export function nextAfterDecision(queue: readonly Kaizen[], current: Kaizen): Kaizen | undefined {
  const rest = queue.filter(({ id }) => id !== current.id);
  const { next } = placeIn(rest, current);
  return next ?? rest[0];
}
