import { isApiError } from '@/api/api-error';
import { login, loginWithType } from '@/api/auth';
import { isSignedOutPage, paths } from '@/config/paths';
import { chooseBoardScreen, isBoardScreen } from '@/lib/board-screen';
import { forgetSignedOutElsewhereNote, signedOutElsewhereNote } from '@/lib/device-session';
import { hasKeptWork } from '@/lib/kept-work';
import { signInHere } from '@/lib/signed-in-user';
import {
  chooseDeviceMode,
  DEFAULT_IDLE_MINUTES,
  forgetIdleSignOutNote,
  idleSignOutNote,
  recordActivity,
  sharedDeviceIdleMinutes,
} from '@/lib/shared-device';
import { finishSignOut } from '@/lib/sign-out';
import { useSessionStore } from '@/stores/session-store';
import { safeRedirectPath } from '@/utils/safe-url';

/**
 * What the sign-in page does apart from its screen: why it tells the visitor they are signed
 * out, and the steps from "Inloggen" to the page they go to next.
 */

/**
 * The kinds of sign-in the page offers. A new kind is a name here and its row in `kinds`; the
 * form chooses it by name.
 */
export type SignInKind = 'personal' | 'shared' | 'board';

/** How a kind of sign-in uses the device. */
interface KindRule {
  /** Whether the device was last set to this kind; `personal` has none: it is the default. */
  setHere?: () => boolean;
  /** Whether the server keeps them signed in past the browser session. */
  remember: (choice: DeviceChoice) => boolean;
  /** Whether their sealing key stays on the device, so their work is sealed at the sign-out. */
  keepKey: boolean;
  /** Sets the device to this kind, once they are signed in. */
  settle: (choice: DeviceChoice) => void;
}

const kinds: Record<SignInKind, KindRule> = {
  shared: {
    setHere: () => sharedDeviceIdleMinutes() !== null,
    // A shared device never keeps anyone signed in past the browser session.
    remember: () => false,
    keepKey: true,
    settle: (choice) => {
      chooseBoardScreen(false);
      chooseDeviceMode(choice.idleMinutes);
      recordActivity({ share: true });
    },
  },
  personal: {
    remember: (choice) => choice.remember,
    keepKey: false,
    settle: () => {
      chooseBoardScreen(false);
      chooseDeviceMode(null);
    },
  },
  /**
   * "Scherm op de werkvloer": an ordinary account on a screen that shows team boards only
   * (src/lib/board-screen.ts); nothing changes on the server. Kept signed in (Laravel's remember
   * cookie), so the screen is back on its board after a night's restart; no idle sign-out.
   */
  board: {
    setHere: isBoardScreen,
    remember: () => true,
    keepKey: false,
    settle: () => {
      chooseDeviceMode(null);
      chooseBoardScreen(true);
    },
  },
};

/** What the form chose: the kind, and each kind's own choice (read by the kinds that use it). */
export interface DeviceChoice {
  kind: SignInKind;
  /** Personal: "Ingelogd blijven". */
  remember: boolean;
  /** Shared: the idle time in minutes. */
  idleMinutes: number;
}

/** The choice the form starts from: the device's kind as last chosen (a tablet stays shared). */
export function deviceChoiceHere(): DeviceChoice {
  const kind = (Object.keys(kinds) as SignInKind[]).find((name) => kinds[name].setHere?.());
  return {
    kind: kind ?? 'personal',
    remember: false,
    idleMinutes: sharedDeviceIdleMinutes() ?? DEFAULT_IDLE_MINUTES,
  };
}

/** A note the page shows on arrival: a key of `auth.login` (or another namespace's, prefixed). */
export interface ArrivalNote {
  key: string;
  count?: number;
}

/**
 * Why the visitor is on the sign-in page, read once as it is drawn and said until the next
 * sign-in: an idle sign-out, else another tab's sign-out; and an expired session (`expired`, as
 * the root layout said), each saying whether the screen's input was kept for them.
 */
export function arrivalNotes(expired: boolean): ArrivalNote[] {
  const notes: ArrivalNote[] = [];
  const idleMinutes = idleSignOutNote();
  if (idleMinutes !== undefined) notes.push({ key: 'idle_signed_out', count: idleMinutes });
  else if (signedOutElsewhereNote()) {
    notes.push({ key: hasKeptWork() ? 'signed_out_elsewhere_kept' : 'signed_out_elsewhere' });
  }
  if (expired) {
    notes.push({ key: hasKeptWork() ? 'session_expired_kept' : 'base:api_error.session_expired' });
  }
  return notes;
}

export type LoginField = 'login' | 'password';

/** The server names the login field after how it was sent: `email` or `username`. */
export function fieldFor(serverField: string): LoginField | undefined {
  if (serverField === 'email' || serverField === 'username') return 'login';
  return serverField === 'password' ? 'password' : undefined;
}

/**
 * Wrong credentials. The contract answers them with a 422 on the login field alone (docs/api.md
 * §3.1; the client has checked both fields are filled): that names the pair, not the login, so
 * the page tells it once, in the form's alert, instead of a summary plus a message at the field.
 */
export class SignInRefused extends Error {}

function isSignInRefusal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 401) return true;
  const fields = Object.keys(error.fieldErrors);
  return error.isValidation && fields.length > 0 && fields.every((f) => fieldFor(f) === 'login');
}

/** Spec §2, §7: an e-mail address signs in by /login, a user name by /login-type. */
async function sendCredentials(name: string, password: string, remember: boolean): Promise<void> {
  try {
    if (name.includes('@')) await login({ email: name, password, remember });
    else await loginWithType({ username: name, password, remember });
  } catch (error) {
    throw isSignInRefusal(error) ? new SignInRefused() : error;
  }
}

/**
 * Where a sign-in goes: the `redir_url` it was sent with when that is a page of this site, else
 * /home. Never a sign-in page (`/login?redir_url=/login?redir_url=…`): the signed-in user would
 * see a sign-in form again.
 */
export function returnAddress(redirUrl: string | null): string {
  const back = safeRedirectPath(redirUrl, paths.home);
  return isSignedOutPage(back) ? paths.home : back;
}

/**
 * Signs in with `login` (an e-mail address or a user name) and `password`, used as `choice`
 * says, and resolves with the address to open (`returnAddress`). Rejects with `SignInRefused`
 * on wrong credentials, with the failure itself otherwise; nothing has changed on the device
 * then but a finished owed sign-out.
 */
export async function signInSteps(
  { login, password }: Record<LoginField, string>,
  choice: DeviceChoice,
  redirUrl: string | null,
): Promise<string> {
  const kind = kinds[choice.kind];
  // The previous user's sign-out that the server has not heard yet goes first: Laravel would
  // send a signed-in session's sign-in to /home.
  await finishSignOut();
  await sendCredentials(login.trim(), password, kind.remember(choice));
  forgetIdleSignOutNote();
  forgetSignedOutElsewhereNote();
  const unsentCode = import('@/kaizens/unsent/unsent-work');
  unsentCode.catch(() => undefined); // Its failure shows where it is awaited.
  const openFor = (userId: number) =>
    unsentCode
      .then(({ openUnsentWork }) => openUnsentWork(userId, password, { keepKey: kind.keepKey }))
      .catch(() => 0);
  // Their work kept sealed on this device comes back before the first page shows it. Opening it
  // (IndexedDB, WebCrypto) runs beside the session's writes and the first page's reads, not
  // after them: at a phone's CPU it took as long as they did. Not where their key is kept (a
  // shared device): what it opens there must stay sealed unless the whole sign-in succeeds.
  let opening: { userId: number; opened: Promise<number> } | undefined;
  await signInHere((user) => {
    if (!kind.keepKey) opening = { userId: user.id, opened: openFor(user.id) };
  });
  kind.settle(choice);
  const userId = useSessionStore.getState().user?.id;
  if (userId !== undefined) {
    await (opening?.userId === userId ? opening.opened : openFor(userId));
  }
  return returnAddress(redirUrl);
}
