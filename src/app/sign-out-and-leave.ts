import { paths } from '@/config/paths';
import { putAwayUnsentWork } from '@/kaizens/unsent/unsent-work';
import { chooseBoardScreen } from '@/lib/board-screen';
import { forgetKeptLists } from '@/lib/kept-lists';
import { forgetLanguageFiles } from '@/lib/language-cache';
import { noteIdleSignOut } from '@/lib/shared-device';
import { signOut } from '@/lib/sign-out';
import { documentLoad } from './document-load';

interface SharedSignOut {
  /** Their unsent work: sealed for them (the default), or removed at their request. */
  work?: 'keep' | 'discard';
  /** What their screens held, sealed with the rest (an idle sign-out interrupts them). */
  interrupted?: Record<string, unknown>;
  /** Set by the idle sign-out: the login page says it happened after so many minutes. */
  idleMinutes?: number;
}

/**
 * The one way out of the app: the screen goes first (veiled at once), then signOut, which
 * signs the device out and sends `/logout` without waiting for it (the new document sends it
 * again while it is owed, and its login page tells how it went), `beforeLeaving` once the
 * other tabs know, then a new document at /login, so nothing of the user stays in memory
 * (docs/decisions.md, "One person per device").
 */
export async function signOutAndLeave(beforeLeaving?: () => Promise<unknown>): Promise<void> {
  documentLoad.veil();
  // Only a sign-out ends board mode: the next person may use the device as they choose.
  chooseBoardScreen(false);
  void signOut().catch(() => false);
  // A failure here (a broken IndexedDB, a cache refused) must not keep anyone signed in on screen.
  await Promise.all([
    beforeLeaving?.().catch(() => undefined),
    forgetLanguageFiles().catch(() => undefined),
    // The team's list kept for a quick return (docs/decisions.md, "The team's list, read once
    // and kept"): nothing of this user is drawn for the next.
    forgetKeptLists(),
  ]);
  documentLoad.replace(paths.login);
}

/**
 * Signs `userId` out of a shared device with none of their work left readable: sealed or
 * discarded, and their key gone. Sealed after the sign-out is announced, so no form of theirs
 * writes its draft back meanwhile; what a broken IndexedDB left, the next start seals.
 */
export async function signOutShared(
  userId: number,
  { work = 'keep', interrupted = {}, idleMinutes }: SharedSignOut = {},
): Promise<void> {
  if (idleMinutes !== undefined) noteIdleSignOut(idleMinutes);
  await signOutAndLeave(() =>
    putAwayUnsentWork(userId, { discard: work === 'discard', interrupted }),
  );
}
