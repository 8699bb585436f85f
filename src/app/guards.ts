import type { Location } from 'react-router-dom';
import { loginPath, namedTeamId, paths, teamSelectPath } from '@/config/paths';
import { boardScreenHome, isBoardScreen } from '@/lib/board-screen';
import { canAny, type AppPermission } from '@/lib/permissions';
import { useSessionStore } from '@/stores/session-store';

// Each guard reads the session the start-up check (`ensureSession`, awaited by the root route)
// left, and answers where to send the user instead, or null when the page may open.

const pathOf = ({ pathname, search }: Location) => `${pathname}${search}`;

/**
 * Signed-in group: no session data -> /login?redir_url=<current path> (spec §2). A board screen
 * opens boards only: any other page -> its board.
 */
export function requireSignedIn(location: Location): string | null {
  const user = useSessionStore.getState().user;
  if (!user) return loginPath(pathOf(location));
  if (isBoardScreen() && location.pathname !== paths.board) {
    return boardScreenHome(user.active_team?.id);
  }
  return null;
}

/**
 * No active team -> /team-select, unless the address carries `kaizen` or `team_id` (spec §2).
 * The current path travels along so team selection can return to it.
 */
export function requireActiveTeam(location: Location): string | null {
  const user = useSessionStore.getState().user;
  if (!user) return loginPath(pathOf(location));
  const searchParams = new URLSearchParams(location.search);
  if (!user.active_team && !searchParams.has('kaizen') && !searchParams.has('team_id')) {
    return teamSelectPath({ redirect: pathOf(location) });
  }
  return null;
}

/** Logged-out group: a signed-in user goes to /home (spec §2). */
export function requireSignedOut(): string | null {
  return useSessionStore.getState().user ? paths.home : null;
}

/**
 * Whether the user may open a route that asks for any one of `permissions` (spec §6). A team
 * the address names (`team_id`, spec §2: a team's poster) is the one the page acts in, so the
 * permissions are asked for that team; whether the user is a member the server says when the
 * page makes it active.
 */
export function mayOpenRoute(permissions: readonly AppPermission[], location?: Location): boolean {
  const user = useSessionStore.getState().user;
  const named = location ? namedTeamId(location.search) : null;
  const inNamedTeam =
    user && named !== null ? { ...user, active_team: { id: named, name: '' } } : user;
  return canAny(inNamedTeam, permissions);
}
