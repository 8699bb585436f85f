import { handParser } from '@/api/parsers';
import { useSessionStore } from '@/stores/session-store';
import { onStorageChange } from '@/stores/storage-events';
import { storedItem } from '@/stores/stored';
import { deviceSessionUser } from './device-session';
import { loadOpenTabs } from './open-tabs-loader';

/**
 * Shared-device mode (docs/decisions.md, "Shared-device mode"): chosen on the sign-in page and
 * kept for the device, not per user, since it is the device that is shared. A personal device
 * (no record) keeps today's behaviour.
 */

/** The idle times, in minutes, the sign-in page offers. */
export const IDLE_MINUTES = [2, 5, 10, 15, 30] as const;
export const DEFAULT_IDLE_MINUTES = 5;

const MODE_KEY = 'qek_shared_device';
const ACTIVITY_KEY = 'qek_last_activity';

const isIdleChoice = (value: number) => (IDLE_MINUTES as readonly number[]).includes(value);

// Hand-written: the sign-in page and the start-up read them, before zod loads.
const mode = storedItem<number>(
  'local',
  MODE_KEY,
  handParser((text) => {
    const minutes = Number(text);
    return isIdleChoice(minutes) ? minutes : undefined;
  }, 'an idle time in minutes'),
);

const timeText = handParser((text) => {
  const time = Number(text);
  return Number.isFinite(time) ? time : undefined;
}, 'a time in ms');

const activity = storedItem<number>('local', ACTIVITY_KEY, timeText);

/** Product timers, as seams: a test sets them instead of waiting through them. */
export const idleTiming = {
  /** How long before the idle sign-out the countdown shows. */
  warningMs: 60_000,
  /** Activity is shared with other tabs at most this often (a write per pointer move is waste). */
  shareEveryMs: 5_000,
};

/** The idle time of a shared device in minutes; null on a personal device. */
export function sharedDeviceIdleMinutes(): number | null {
  return mode.read() ?? null;
}

/**
 * Remembers the device's mode: an idle time makes it shared, null personal. A tab that makes
 * the device shared counts itself among its open tabs from then on (src/lib/open-tabs.ts), as
 * every tab of a shared device does from its start.
 */
export function chooseDeviceMode(idleMinutes: number | null): void {
  if (idleMinutes === null || !isIdleChoice(idleMinutes)) {
    mode.remove();
    return;
  }
  mode.write(String(idleMinutes));
  void loadOpenTabs().then(({ otherTabOpenAtStart }) => otherTabOpenAtStart());
}

let lastHere = 0;
let lastShared = 0;

/**
 * Someone used this tab now. Shared with the other tabs through localStorage (at most every
 * `shareEveryMs`, unless `share` asks for it at once), so using any tab keeps the device's
 * session alive and a reopened app knows when it was last used.
 */
export function recordActivity({ now = Date.now(), share = false } = {}): void {
  lastHere = Math.max(lastHere, now);
  if (!share && now - lastShared < idleTiming.shareEveryMs) return;
  lastShared = now;
  activity.write(String(now));
}

/** When the device was last used, in any tab (ms since the epoch). */
export function lastActivity(): number | undefined {
  const stored = activity.read();
  const latest = Math.max(stored ?? 0, lastHere);
  return latest > 0 ? latest : undefined;
}

/** When a shared device signs out for lack of activity; null on a personal device. */
export function idleDeadline(): number | null {
  const minutes = sharedDeviceIdleMinutes();
  const last = lastActivity();
  if (minutes === null || last === undefined) return null;
  return last + minutes * 60_000;
}

/** Calls `listener` when another tab records activity. */
export function onActivityElsewhere(listener: () => void): () => void {
  return onStorageChange(ACTIVITY_KEY, () => listener());
}

/**
 * Whether a shared device's idle time ran out while someone was signed in: the app was closed
 * and is opened again after it. The device record names who was signed in.
 */
export function idleTimeRanOut(now = Date.now()): boolean {
  const deadline = idleDeadline();
  return deadline !== null && now >= deadline && typeof deviceSessionUser() === 'number';
}

/**
 * Whether this tab may still write `userId`'s work to the device: not after they were signed
 * out of a shared device (a form's last save as the page goes would put it back in plain text).
 */
export function mayStoreWorkOf(userId: number): boolean {
  if (sharedDeviceIdleMinutes() === null) return true;
  // Nor after their session ended in this tab (expired): their work was sealed as it ended.
  if (useSessionStore.getState().user?.id !== userId) return false;
  const user = deviceSessionUser();
  return user === undefined || user === userId;
}

// Why the login page shows: the idle time that signed someone out, for this tab's next page.
const idleNote = storedItem<number>('session', 'qek_idle_sign_out', timeText);

/** Records that an idle sign-out happened after `minutes`, for the login page to say. */
export function noteIdleSignOut(minutes: number): void {
  idleNote.write(String(minutes));
}

/** The idle time of the sign-out the login page should explain, if any. */
export function idleSignOutNote(): number | undefined {
  return idleNote.read();
}

export function forgetIdleSignOutNote(): void {
  idleNote.remove();
}

/** Test helper: forget this tab's own activity, as a tab opened now would. */
export function resetActivity(): void {
  lastHere = 0;
  lastShared = 0;
}
