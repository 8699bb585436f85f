import type { Kaizen } from '@/api/schemas/kaizen';
import type { CurrentUser } from '@/api/schemas/user';
import { can } from '@/lib/permissions';

/**
 * Whether the user may see declined kaizens of others at all: those who decide (`review kaizen`,
 * or any team). In which teams a reviewer decides is the server's to say: the client knows only
 * the active team (docs/decisions.md, "Who sees a declined kaizen").
 */
export const seesOthersDeclines = (user: CurrentUser | null) =>
  can(user, 'review kaizen') || can(user, 'create kaizen any team');

/**
 * Whether a kaizen, and its decline reason, may be shown to the user: anything but a decline,
 * their own decline, or any decline to those who decide. One rule for the declined list, its
 * export and the detail, whatever a server sends.
 */
export function mayReadDecline(user: CurrentUser | null, kaizen: Kaizen): boolean {
  if (kaizen.status !== 'declined') return true;
  return user !== null && (kaizen.author.id === user.id || seesOthersDeclines(user));
}
