import type { Kaizen, KaizenFilters } from '@/api/schemas/kaizen';
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
  const ownOnly = kind === 'declined' && user !== null && !seesOthersDeclines(user);
  return {
    ownOnly,
    filters: (filters: KaizenFilters): KaizenFilters =>
      ownOnly ? { ...filters, author_id: user.id } : filters,
    keep: (kaizen: Kaizen) => mayReadDecline(user, kaizen),
  };
}
