import { isApiError } from '@/api/api-error';
import { checkVerified, logout as logoutRequest } from '@/api/auth';
import { endCallsUnderWay } from '@/api/http';
import { handParser } from '@/api/parsers';
import { useSessionStore } from '@/stores/session-store';
import { onStorageChange, storageChanged } from '@/stores/storage-events';
import { storedItem } from '@/stores/stored';
import { announceSession } from './device-session';
import { closeSystemNotifications } from './system-notifications';

/**
 * A sign-out the server has not heard yet (docs/decisions.md, "One person per device"): kept on
 * the device until `GET /logout` got through, so no tab and no start of the app reopens the
 * account in between.
 */
const PENDING_KEY = 'qek_sign_out_pending';
const pending = storedItem(
  'local',
  PENDING_KEY,
  handParser((text) => (text === '1' ? true : undefined), "'1'"),
);

/** Whether this device still owes the server a sign-out. */
export function signOutPending(): boolean {
  return pending.read() === true;
}

/** Calls `listener` whenever the owed sign-out is recorded or done, in any tab. */
export function onSignOutPendingChange(listener: () => void): () => void {
  return onStorageChange(PENDING_KEY, () => listener());
}

/**
 * Records a sign-out as owed without sending it: the start-up finishes it the way it finishes
 * one that did not get through (a shared device whose idle time ran out while it was closed).
 */
export function markSignOutOwed(): void {
  settle(false);
}

function settle(done: boolean) {
  if (done) pending.remove();
  else pending.write('1');
  storageChanged(PENDING_KEY);
}

// 401 and 419: the server holds no session (any more) for this cookie, which is what was asked.
const noSessionLeft = (error: unknown) =>
  isApiError(error) && error.kind === 'http' && [401, 419].includes(error.status);

/**
 * `GET /logout`, then the server's word that the session is gone (`GET /verified`): a request of
 * another tab that ran beside the sign-out can write the signed-in session back when it ends
 * (docs/decisions.md, "Session writes run alone"). Then it is sent once more; a session still
 * there after that stays owed. A check that fails takes the sign-out's answer at its word.
 */
async function signOutConfirmed(): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await logoutRequest();
    const stillSignedIn = await checkVerified().catch(() => false);
    if (!stillSignedIn) return true;
  }
  return false;
}

let finishing: Promise<boolean> | null = null;

/** Sends the owed `GET /logout`; true once the server has signed out (or nothing was owed). */
export function finishSignOut(): Promise<boolean> {
  if (!signOutPending()) return Promise.resolve(true);
  finishing ??= signOutConfirmed()
    .catch(noSessionLeft)
    .then((done) => {
      if (done) settle(true);
      return done;
    })
    .finally(() => {
      finishing = null;
    });
  return finishing;
}

/**
 * Spec §4: forget the user, on this tab and every other one, then `GET /logout`. The device is
 * signed out first, whatever the network does: the calls under way are ended, not waited for
 * (a read that never answers held a sign-out for 19 s), and the sign-out is recorded as owed
 * before it is sent, so a page that dies or leaves on the way finishes it on its next start.
 * Resolves true when the server has signed out, false when it could not be told (offline, a
 * server error, no answer in time).
 */
export function signOut(): Promise<boolean> {
  settle(false);
  endCallsUnderWay();
  useSessionStore.getState().clear();
  announceSession(null);
  void closeSystemNotifications();
  // The company's colour stays: the sign-in page shows it too (docs/decisions.md, "A frame
  // before the code").
  return finishSignOut();
}
