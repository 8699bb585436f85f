import { handParser } from '@/api/parsers';
import { onStorageChange } from '@/stores/storage-events';
import { storedItem } from '@/stores/stored';
import { isRecord } from '@/utils/is-record';

/**
 * Who is signed in on this device, as every tab of the origin sees it (docs/decisions.md, "One
 * person per device"). The server's session cookie is shared by the tabs, but each tab holds its
 * own user in memory: a sign-in or sign-out writes a new mark here, and a tab whose mark is not
 * the stored one no longer knows who the server thinks it is.
 */
interface DeviceSession {
  mark: string;
  user: number | null;
}

const SESSION_KEY = 'qek_session';

// Hand-written: read on the first page, before zod loads.
const deviceSession = storedItem<DeviceSession>(
  'local',
  SESSION_KEY,
  handParser((text) => {
    // Stryker disable next-line ConditionalExpression: storedItem hands its parser strings only; the check narrows the type for JSON.parse
    if (typeof text !== 'string') return undefined;
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || typeof value.mark !== 'string') return undefined;
    const user = typeof value.user === 'number' ? value.user : null;
    return { mark: value.mark, user };
  }, 'the device session mark'),
);

/** The mark this tab last saw: the stored one when it started, or the one it wrote. */
let seen: string | undefined = deviceSession.read()?.mark;

const newMark = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** Tells every other tab that `user` (null: nobody) is now the device's session. */
export function announceSession(user: number | null): void {
  const mark = newMark();
  deviceSession.write(JSON.stringify({ mark, user } satisfies DeviceSession));
  seen = mark;
}

/** The user the device's last sign-in or sign-out named; undefined when none was recorded. */
export function deviceSessionUser(): number | null | undefined {
  return deviceSession.read()?.user;
}

/**
 * True when another tab signed in or out since this one last looked (a page restored from the
 * back/forward cache asks this before it shows anything).
 */
export function sessionChangedElsewhere(): boolean {
  return deviceSession.read()?.mark !== seen;
}

/** Calls `listener` with the new user when another tab signs in or out. */
export function onSessionElsewhere(listener: (user: number | null) => void): () => void {
  return onStorageChange(SESSION_KEY, () => {
    const now = deviceSession.read();
    if (now?.mark === seen) return;
    seen = now?.mark;
    listener(now?.user ?? null);
  });
}

// Why this tab's login page shows: another tab signed the device out (one-shot, this tab only).
const elsewhereNote = storedItem<true>(
  'session',
  'qek_signed_out_elsewhere',
  handParser((text) => (text === '1' ? true : undefined), "'1'"),
);

/** Records that another tab's sign-out ended this tab's page, for its login page to say. */
export function noteSignedOutElsewhere(): void {
  elsewhereNote.write('1');
}

/** Whether this tab's login page should say another tab signed the device out. */
export function signedOutElsewhereNote(): boolean {
  return elsewhereNote.read() === true;
}

export function forgetSignedOutElsewhereNote(): void {
  elsewhereNote.remove();
}

/** Test helper: forget the mark this tab saw, as a tab opened now would. */
export function resetDeviceSession(): void {
  seen = deviceSession.read()?.mark;
}
