import type { Kaizen, KaizenFilters } from '@/api/schemas/kaizen';
import type { CurrentUser } from '@/api/schemas/user';
import { mayReadDecline, seesOthersDeclines } from '@/kaizens/decisions/decline-visibility';
import { useSessionStore } from '@/stores/session-store';
import type { TableKind } from './list-kind';

/**
 * What a server-paged list may show this user. The declined list of someone who decides nowhere
 * holds only their own kaizens: it asks for them by author, so a server that lists more still
 * pages and counts right, and `keep` drops any other decline a server sends all the same
 * (docs/decisions.md, "Who sees a declined kaizen").
 */
export function useListScope(kind: TableKind) {
  const user = useSessionStore((state) => state.user);
  return {
    ownOnly: ownOnly(kind, user),
    filters: (filters: KaizenFilters) => scopedFilters(kind, user, filters),
    keep: (kaizen: Kaizen) => mayReadDecline(user, kaizen),
  };
}

const ownOnly = (kind: TableKind, user: CurrentUser | null): user is CurrentUser =>
  kind === 'declined' && user !== null && !seesOthersDeclines(user);

/** The filters a list of `kind` asks the server for: by author where only one's own show. */
export function scopedFilters(
  kind: TableKind,
  user: CurrentUser | null,
  filters: KaizenFilters,
): KaizenFilters {
  return ownOnly(kind, user) ? { ...filters, author_id: user.id } : filters;
}
