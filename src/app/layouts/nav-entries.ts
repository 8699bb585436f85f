import type { CurrentUser } from '@/api/schemas/user';
import { mayOpen, pageRoutes, type MenuEntry, type PageRoute } from '../route-table';

/**
 * One entry of the left navigation (spec §2 "Navigation entries"): a route table row's `menu`.
 * Who sees it is who may open its route (route-table.ts `mayOpen`), so the menu and the guards
 * cannot disagree.
 */
export interface NavEntry extends MenuEntry {
  /** Translation key in the base namespace: the menu's own, else the page's crumb. */
  label: string;
  path: string;
}

/** A route's menu entry, if it has one: its text is the menu's own label, else the crumb's. */
function entryOf(route: PageRoute): NavEntry[] {
  if (!route.menu) return [];
  const label = route.crumb === undefined ? route.menu.label : (route.menu.label ?? route.crumb);
  return [{ ...route.menu, label, path: route.path }];
}

/** The route table's pages with a menu entry, in the table's order. */
const navEntries: readonly NavEntry[] = pageRoutes.flatMap(entryOf);

function visible(entry: NavEntry, user: CurrentUser): boolean {
  return mayOpen(user, entry.path, { teamOptional: entry.withoutTeam });
}

/** The entries this user sees, in navigation order. */
export function visibleNavEntries(user: CurrentUser): NavEntry[] {
  return navEntries.filter((entry) => visible(entry, user));
}
