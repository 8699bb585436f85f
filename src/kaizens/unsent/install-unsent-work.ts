import { collectWork, keepWorkFor } from '@/lib/kept-work';
import { sharedDeviceIdleMinutes } from '@/lib/shared-device';
import { installUnsentWorkSteps } from '@/lib/unsent-work-steps';
import { sealedSince } from './sealed-since';

// What seals (unsent-work.ts, the vault) is loaded only when it is needed.
const putAway = (userId: number, interrupted: Record<string, unknown> = {}) =>
  import('./unsent-work').then((unsent) => unsent.putAwayUnsentWork(userId, { interrupted }));

/**
 * `userId`'s session ended without their sign-out (it expired, another tab signed out): keeps
 * what every screen holds, collected now. On a shared device it is sealed with the rest of their
 * unsent work and their keys forgotten, never left in this tab's storage in plain text for the
 * next person. Resolves once done: true when anything was kept.
 */
export async function keepInterruptedWork(userId: number): Promise<boolean> {
  const work = collectWork();
  if (sharedDeviceIdleMinutes() === null) return keepWorkFor(userId, work);
  return putAway(userId, work).catch(() => false);
}

/** Hands the session (src/lib/session.ts) its steps for unsent work, once, as the app starts. */
export function installUnsentWork(): void {
  installUnsentWorkSteps({ atStart: sealedSince, keepInterrupted: keepInterruptedWork, putAway });
}
