import { collectWork, keepWorkFor } from '@/lib/kept-work';
import { sharedDeviceIdleMinutes } from '@/lib/shared-device';

/**
 * `userId`'s session ended without their sign-out (it expired, another tab signed out): keeps
 * what every screen holds, collected now. On a shared device it is sealed with the rest of their
 * unsent work and their keys forgotten, never left in this tab's storage in plain text for the
 * next person. Resolves once done: true when anything was kept.
 */
export async function keepInterruptedWork(userId: number): Promise<boolean> {
  const work = collectWork();
  if (sharedDeviceIdleMinutes() === null) return keepWorkFor(userId, work);
  const unsent = await import('./unsent-work').catch(() => undefined);
  return unsent ? unsent.putAwayUnsentWork(userId, { interrupted: work }) : false;
}
