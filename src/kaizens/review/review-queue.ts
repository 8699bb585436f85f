import type { TeamKaizen } from '@/api/schemas/kaizen';
import type { CurrentUser } from '@/api/schemas/user';
import { can } from '@/lib/permissions';
import { serverTime } from '@/utils/server-time';

/**
 * Whether `user` may review `kaizen`: the permission, in their active team (or any team for
 * those who act in any team), and never their own (four eyes, docs/decisions.md). One rule for
 * the detail page's buttons, the review queue, its badge and the dashboard's waiting card.
 */
export function mayReview(user: CurrentUser | null, kaizen: TeamKaizen): boolean {
  if (!user || !can(user, 'review kaizen') || kaizen.author.id === user.id) return false;
  return can(user, 'create kaizen any team') || user.active_team?.id === kaizen.team.id;
}

/** Whether the kaizen waits for this user's decision. */
export const awaitsDecisionBy = (user: CurrentUser | null, kaizen: TeamKaizen) =>
  kaizen.status === 'open' && mayReview(user, kaizen);

const submittedMs = (kaizen: TeamKaizen) =>
  serverTime(kaizen.submitted_at ?? kaizen.created_at) ?? 0;

/** Queue order: longest waiting first, equal times by id, so the order never depends on the input. */
export function queueOrder(a: TeamKaizen, b: TeamKaizen): number {
  return submittedMs(a) - submittedMs(b) || a.id - b.id;
}

/** Every kaizen in `kaizens` awaiting `user`'s decision, oldest first. */
export function reviewQueue<K extends TeamKaizen>(
  user: CurrentUser | null,
  kaizens: readonly K[],
): K[] {
  return kaizens.filter((kaizen) => awaitsDecisionBy(user, kaizen)).sort(queueOrder);
}
