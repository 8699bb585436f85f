import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { kaizenQueries } from '@/api/kaizen-queries';
import type { Kaizen } from '@/api/schemas/kaizen';
import { paths } from '@/config/paths';
import { prefetchFirstData } from '@/lib/query-client';
import { saysItself } from '@/stores/nav-store';
import { announce, type DecisionName } from '@/kaizens/review/decision-store';
import {
  nextAfterDecision,
  placeIn,
  useReviewQueue,
  type QueuePlace,
} from '@/kaizens/review/use-review-queue';

export interface Triage extends QueuePlace {
  /** How many kaizens wait, this one included while it waits. */
  total: number;
  /** After a decision: the next waiting kaizen on screen (or the end of the queue), said aloud. */
  moveOn: (name: DecisionName) => void;
}

/**
 * The review queue around a kaizen opened from it (`?queue=review`): its place, the kaizens
 * before and after it (fetched ahead, so moving on draws the next one at once) and the move
 * to the next one after a decision.
 */
export function useTriage(kaizen: Kaizen | undefined, enabled: boolean): Triage | null {
  const { t } = useTranslation('kaizen.new');
  const navigate = useNavigate();
  const client = useQueryClient();
  const { queue } = useReviewQueue({ enabled });
  const place = queue && kaizen ? placeIn(queue, kaizen) : null;
  const nextId = place?.next?.id;
  const previousId = place?.previous?.id;
  useEffect(() => {
    for (const id of [nextId, previousId]) {
      if (id !== undefined) prefetchFirstData(client, kaizenQueries.detail(id));
    }
  }, [client, nextId, previousId]);
  if (!enabled || !queue || !kaizen || !place) return null;
  return {
    ...place,
    total: queue.length,
    moveOn(name) {
      const next = nextAfterDecision(queue, kaizen);
      const then = next
        ? t('triage.announce_next', { title: next.title })
        : t('triage.announce_done');
      announce(
        `${t(`triage.announce_${name.replace('-', '_')}`, { title: kaizen.title })} ${then}`,
      );
      const to = next ? paths.kaizenInReview(next.id) : paths.review;
      saysItself(to);
      // Its code and data are at hand: drawn at once, not in a transition's slices.
      void navigate(to, { replace: true, flushSync: true });
    },
  };
}
