import { isApiError } from '@/api/api-error';
import { checkVerified, logout as logoutRequest } from '@/api/auth';
import { endCallsUnderWay } from '@/api/http';
import { handParser } from '@/api/parsers';
import { useSessionStore } from '@/stores/session-store';
import { onStorageChange, storageChanged } from '@/stores/storage-events';
import { storedItem } from '@/stores/stored';
import { announceSession } from './device-session';

/**
 * A sign-out the server has not heard yet (docs/decisions.md, "One person per device"): kept on
 * the device until the server has signed out, so no tab and no start of the app reopens the
 * account in between.
 */
const PENDING_KEY = 'qek_sign_out_pending';
const pending = storedItem(
  'local',
  PENDING_KEY,
  handParser((text) => (text === '1' ? true : undefined), "'1'"),
);

/**
 * Set beside `pending` when the server answered but kept the session: the login page says the
 * server refused, not that it will hear it once there is a connection. A key of its own, so a
 * tab of an older build still reads the sign-out as owed.
 */
const refused = storedItem(
  'local',
  'qek_sign_out_refused',
  handParser((text) => (text === '1' ? true : undefined), "'1'"),
);

/**
 * The form of `/logout` this server took last, when it was not the spec's `GET` (Breeze and
 * Fortify take only `POST`): the next sign-out sends that first.
 */
const takenForm = storedItem(
  'local',
  'qek_logout_method',
  handParser((text) => (text === 'post' ? ('post' as const) : undefined), "'post'"),
);

type Form = 'get' | 'post';

/** Both keys: a prefix also hears storage cleared by another tab. */
const SIGN_OUT_KEYS = { prefix: 'qek_sign_out_' };

/** Whether this device still owes the server a sign-out. */
export function signOutPending(): boolean {
  return pending.read() === true;
}

/**
 * The sign-out this device owes, as the login page tells it: `unheard` (no answer yet: offline,
 * no answer in time, the server unreachable) or `refused` (the server answered but kept the
 * session); null when none is owed.
 */
export function owedSignOut(): 'unheard' | 'refused' | null {
  if (!signOutPending()) return null;
  return refused.read() === true ? 'refused' : 'unheard';
}

/** Calls `listener` whenever the owed sign-out is recorded or done, in any tab. */
export function onSignOutPendingChange(listener: () => void): () => void {
  return onStorageChange(SIGN_OUT_KEYS, () => listener());
}

/**
 * Records a sign-out as owed without sending it: the start-up finishes it the way it finishes
 * one that did not get through (a shared device whose idle time ran out while it was closed).
 */
export function markSignOutOwed(): void {
  // Stryker disable next-line StringLiteral: `settle` records every outcome but two as unheard
  settle('unheard');
}

type Outcome = 'done' | 'unheard' | 'refused';

function settle(outcome: Outcome) {
  if (outcome === 'done') pending.remove();
  else pending.write('1');
  if (outcome === 'refused') refused.write('1');
  else refused.remove();
  storageChanged(PENDING_KEY);
}

/**
 * The server could not be reached: no answer (status 0: offline, timed out), or its gateway's
 * (502, 504) or maintenance's (503).
 */
const UNREACHABLE = [0, 502, 503, 504];

/**
 * What a failed sign-out means. 401 and 419: the server holds no session (any more) for this
 * cookie, which is what was asked. No answer: it is sent again once there is one. Any other
 * answer (a 500, a 429): the server did not sign out, so it is owed and the user is told so.
 */
function outcomeOf(error: unknown): Outcome {
  // Stryker disable next-line ConditionalExpression: any other error has no status, so is refused below too
  if (!isApiError(error)) return 'refused';
  if ([401, 419].includes(error.status)) return 'done';
  return UNREACHABLE.includes(error.status) ? 'unheard' : 'refused';
}

/**
 * Sends `/logout` in the form the server takes, then asks it whether the session is gone
 * (`GET /verified`). The spec's `GET` goes first unless this server took `POST` before; one it
 * does not take (the app's page, 404, 405, 403) is followed by the other form. A session still
 * there is signed out once more: a request of another tab that ran beside the sign-out can
 * write the signed-in session back when it ends (docs/decisions.md, "Session writes run
 * alone"). A check that fails takes the sign-out's answer at its word. Refused: neither form
 * taken, or the session still there after two that were.
 */
async function signOutConfirmed(): Promise<Outcome> {
  let form: Form = takenForm.read() ?? 'get';
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const taken = await sendLogout(form);
    if (taken === null) return 'refused';
    form = taken;
    // Stryker disable next-line ArrowFunction: undefined reads as false
    const stillSignedIn = await checkVerified().catch(() => false);
    if (!stillSignedIn) {
      if (form === 'post') takenForm.write('post');
      else takenForm.remove();
      return 'done';
    }
  }
  return 'refused';
}

/** Sends `/logout` as `first`, else in the other form; the form the server took, or null. */
async function sendLogout(first: Form): Promise<Form | null> {
  if (await logoutRequest(first)) return first;
  const other = first === 'get' ? 'post' : 'get';
  return (await logoutRequest(other)) ? other : null;
}

let finishing: Promise<boolean> | null = null;

/** Sends the owed sign-out; true once the server has signed out (or nothing was owed). */
export function finishSignOut(): Promise<boolean> {
  if (!signOutPending()) return Promise.resolve(true);
  finishing ??= signOutConfirmed()
    .catch(outcomeOf)
    .then((outcome) => {
      settle(outcome);
      return outcome === 'done';
    })
    .finally(() => {
      finishing = null;
    });
  return finishing;
}

/**
 * Spec §4: forget the user, on this tab and every other one, then `/logout`. The device is
 * signed out first, whatever the network does: the calls under way are ended, not waited for
 * (a read that never answers held a sign-out for 19 s), and the sign-out is recorded as owed
 * before it is sent, so a page that dies or leaves on the way finishes it on its next start.
 * Resolves true when the server has signed out, false when it could not be told (offline, no
 * answer in time) or refused (the session still there, no form of `/logout` taken, an error).
 */
export function signOut(): Promise<boolean> {
  // Stryker disable next-line StringLiteral: `settle` records every outcome but two as unheard
  settle('unheard');
  endCallsUnderWay();
  useSessionStore.getState().clear();
  announceSession(null);
  // Loaded as it is needed: the sign-in page carries this module only to finish an owed sign-out.
  void import('./system-notifications')
    .then((module) => module.closeSystemNotifications())
    .catch(() => undefined);
  // The company's colour stays: the sign-in page shows it too (docs/decisions.md, "A frame
  // before the code").
  return finishSignOut();
}
