import { data, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { loginPath, paths, teamSelectPath } from '@/config/paths';
import { canAny, type AppPermission } from '@/lib/permissions';
import { ensureSession } from '@/lib/session';
import { useSessionStore } from '@/stores/session-store';

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** Signed-in group: no session data -> /login?redir_url=<current path> (spec §2). */
export async function requireSignedIn({ request }: LoaderFunctionArgs) {
  await ensureSession();
  if (!useSessionStore.getState().user) throw redirect(loginPath(pathOf(request)));
  return null;
}

/**
 * No active team -> /team-select, unless the address carries `kaizen` or `team_id` (spec §2).
 * The current path travels along so team selection can return to it.
 */
export async function requireActiveTeam({ request }: LoaderFunctionArgs) {
  await ensureSession();
  const user = useSessionStore.getState().user;
  if (!user) throw redirect(loginPath(pathOf(request)));
  const { searchParams } = new URL(request.url);
  if (!user.active_team && !searchParams.has('kaizen') && !searchParams.has('team_id')) {
    throw redirect(teamSelectPath({ redirect: pathOf(request) }));
  }
  return null;
}

/** Logged-out group: a signed-in user goes to /home (spec §2). */
export async function requireSignedOut() {
  await ensureSession();
  if (useSessionStore.getState().user) throw redirect(paths.home);
  return null;
}

/** A route the user may not open answers 403, shown as the client-error page (spec §6, §8). */
export function requirePermission(permissions: readonly AppPermission[]) {
  return async () => {
    await ensureSession();
    if (!canAny(useSessionStore.getState().user, permissions)) {
      throw data({ message: undefined }, { status: 403 });
    }
    return null;
  };
}
