import { collectWork, keepWorkFor } from './kept-work';
import { sharedDeviceIdleMinutes } from './shared-device';

/**
 * `userId`'s session ended without their sign-out (it expired, another tab signed out): keeps
 * what every screen holds, collected now. On a shared device it is sealed with the rest of their
 * work and their key forgotten, never left in this tab's storage in plain text for the next
 * person. Resolves once done: true when anything was kept.
 */
export async function keepInterruptedWork(userId: number): Promise<boolean> {
  const work = collectWork();
  if (sharedDeviceIdleMinutes() === null) return keepWorkFor(userId, work);
  const vault = await import('./work-vault').catch(() => undefined);
  if (!vault) return false;
  const sealed = await vault.sealWork(userId, work).catch(() => false);
  await vault.forgetKey(userId).catch(() => undefined);
  return sealed;
}
