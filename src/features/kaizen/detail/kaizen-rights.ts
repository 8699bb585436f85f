import type { Kaizen } from '@/api/schemas/kaizen';
import type { CurrentUser } from '@/api/schemas/user';
import { can } from '@/lib/permissions';
import { mayReview } from '@/kaizens/review/review-queue';

export const isAuthor = (user: CurrentUser | null, kaizen: Kaizen) =>
  user !== null && kaizen.author.id === user.id;

/** The server lets only the author change a kaizen, and only until it is decided. */
export function canEditKaizen(user: CurrentUser | null, kaizen: Kaizen): boolean {
  return isAuthor(user, kaizen) && (kaizen.status === 'draft' || kaizen.status === 'open');
}

/** Only the author sees a draft, and only the author can send it in. */
export const canSubmit = (user: CurrentUser | null, kaizen: Kaizen) =>
  isAuthor(user, kaizen) && kaizen.status === 'draft';

/**
 * Reviewers decide in their own team, those who act in any team everywhere. The client only
 * knows the active team, so a reviewer switches team to decide in another of theirs.
 * Four eyes: nobody decides on or shares their own kaizen (docs/decisions.md).
 */
export const canReview = mayReview;

export const canDecide = (user: CurrentUser | null, kaizen: Kaizen) =>
  canReview(user, kaizen) && kaizen.status === 'open';

export const canShare = (user: CurrentUser | null, kaizen: Kaizen) =>
  canReview(user, kaizen) && kaizen.status === 'approved';

/** A reviewer looking at their own kaizen: someone else decides (four eyes). */
export const awaitsOtherReviewer = (user: CurrentUser | null, kaizen: Kaizen) =>
  can(user, 'review kaizen') && isAuthor(user, kaizen) && kaizen.status === 'open';
