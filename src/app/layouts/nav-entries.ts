import type { CurrentUser } from '@/api/schemas/user';
import { mayOpen } from '../route-table';
import { navEntries, type NavEntry } from '../signed-in-pages';

/**
 * The menu entries this user sees, in menu order. Who sees an entry is who may open its route
 * (route-table.ts `mayOpen`), so the menu and the guards cannot disagree.
 */
export function visibleNavEntries(user: CurrentUser): NavEntry[] {
  return navEntries.filter((entry) =>
    mayOpen(user, entry.path, { teamOptional: entry.withoutTeam }),
  );
}
