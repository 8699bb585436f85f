import { paths } from '@/config/paths';
import { noteIdleSignOut } from '@/lib/shared-device';
import { signOut } from '@/lib/sign-out';
import { discardWork, forgetKey, sealWork } from '@/lib/work-vault';
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
 * Signs `userId` out of a shared device as the menu's logout does (signOut, then a new document
 * at /login), with none of their work left readable: sealed or discarded, and their key gone.
 * Sealed after the sign-out is announced, so no form of theirs writes its draft back meanwhile.
 */
export async function signOutShared(
  userId: number,
  { work = 'keep', interrupted = {}, idleMinutes }: SharedSignOut = {},
): Promise<void> {
  if (idleMinutes !== undefined) noteIdleSignOut(idleMinutes);
  await signOut().catch(() => false);
  // A broken IndexedDB must not keep them signed in on screen; the start seals what is left.
  await (work === 'discard' ? discardWork(userId) : sealWork(userId, interrupted)).catch(
    () => false,
  );
  await forgetKey(userId).catch(() => undefined);
  documentLoad.replace(paths.login);
}
