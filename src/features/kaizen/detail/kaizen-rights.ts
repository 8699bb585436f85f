import type { Kaizen } from '@/api/schemas/kaizen';
import type { CurrentUser } from '@/api/schemas/user';
import { can } from '@/lib/permissions';

export const isAuthor = (user: CurrentUser | null, kaizen: Kaizen) =>
  user !== null && kaizen.author.id === user.id;

/** The server lets only the author change a kaizen, and only until it is decided. */
export function canEditKaizen(user: CurrentUser | null, kaizen: Kaizen): boolean {
  return isAuthor(user, kaizen) && (kaizen.status === 'draft' || kaizen.status === 'open');
}

export const canReview = (user: CurrentUser | null) => can(user, 'review kaizen');

export const canDecide = (user: CurrentUser | null, kaizen: Kaizen) =>
  canReview(user) && kaizen.status === 'open';

export const canShare = (user: CurrentUser | null, kaizen: Kaizen) =>
  canReview(user) && kaizen.status === 'approved';
