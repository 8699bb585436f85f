import { useEffect } from 'react';
import { checkVerified } from '@/api/auth';
import { paths } from '@/config/paths';
import {
  noteSignedOutElsewhere,
  onSessionElsewhere,
  sessionChangedElsewhere,
} from '@/lib/device-session';
import { keepInterruptedWork } from '@/kaizens/unsent/install-unsent-work';
import { finishSignOut, signOutPending } from '@/lib/sign-out';
import { useSessionStore } from '@/stores/session-store';
import { documentLoad } from './document-load';

/**
 * A page the back/forward cache brings back shows what it held when it was left, whoever is
 * signed in now. It was veiled as it left; it is shown again only when the device's session is
 * still the one it drew and the server still knows it, else it starts afresh.
 */
async function recheckRestoredPage() {
  if (sessionChangedElsewhere() || signOutPending()) return documentLoad.reload();
  if (useSessionStore.getState().status === 'signed-in') {
    // No answer (offline) says nothing new: the device's own record above did not change.
    const verified = await checkVerified().catch(() => undefined);
    if (verified === false) return documentLoad.reload();
  }
  documentLoad.unveil();
}

/**
 * One person per device at a time, across the tabs of the origin: a sign-in or sign-out in
 * another tab restarts this one as that user (or at the login page); a sign-out the server has
 * not heard is sent as soon as the connection is back; pages from the back/forward cache are
 * checked before they show.
 */
export function useOnePersonPerDevice(): void {
  useEffect(() => {
    const stopElsewhere = onSessionElsewhere((user) => {
      const mine = useSessionStore.getState().user;
      if ((mine?.id ?? null) === user) return;
      const next = user === null ? paths.login : paths.home;
      // Its form went away without this tab doing anything: the login page says why.
      if (user === null && mine) noteSignedOutElsewhere();
      // Their own unsaved input comes back when they sign in here again (sealed on a shared
      // device), kept before the page goes.
      if (!mine) documentLoad.replace(next);
      else void keepInterruptedWork(mine.id).finally(() => documentLoad.replace(next));
    });
    const finish = () => void finishSignOut();
    const veil = () => documentLoad.veil();
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) void recheckRestoredPage();
    };
    window.addEventListener('online', finish);
    window.addEventListener('pagehide', veil);
    window.addEventListener('pageshow', restored);
    return () => {
      stopElsewhere();
      window.removeEventListener('online', finish);
      window.removeEventListener('pagehide', veil);
      window.removeEventListener('pageshow', restored);
    };
  }, []);
}
