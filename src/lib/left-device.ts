import { announceSession, deviceSessionUser } from './device-session';
import type * as OpenTabsModule from './open-tabs';
import { loadOpenTabs } from './open-tabs-loader';
import { idleTimeRanOut, noteIdleSignOut, sharedDeviceIdleMinutes } from './shared-device';
import { markSignOutOwed } from './sign-out';
import { tabWasSignedInAs } from './tab-user';
import { unsentWorkSteps } from './unsent-work-steps';

/**
 * How a start finds the device left by someone who did not sign out (docs/decisions.md,
 * "Shared-device mode"): the idle time ran out while it was closed, or its last tab was closed.
 */

/**
 * A shared device opened again with someone still signed in, whom nobody may see now: their
 * work is sealed with the key still on the device, and the sign-out is owed, so the start
 * finishes it as it finishes one that did not get through.
 */
async function signOutLeftDevice(user: number): Promise<void> {
  await unsentWorkSteps().putAway(user);
  await import('./language-cache')
    .then(({ forgetLanguageFiles }) => forgetLanguageFiles())
    .catch(() => undefined);
  markSignOutOwed();
  announceSession(null);
}

/** Opened again after the idle time (the tab closed, the browser quit): the login page says so. */
async function signOutIdleDevice(user: number): Promise<void> {
  noteIdleSignOut(sharedDeviceIdleMinutes() ?? 0);
  await signOutLeftDevice(user);
}

/**
 * Within the idle time, but as a new tab with none of the app open (the last one was closed
 * without signing out): whoever holds the device now may not be the one signed in. They are
 * signed out as after the idle time, and the login page asks whether it is them, by the name
 * the server gives while their session is still there. A reload, or a tab beside an open one,
 * goes on as before; so does a personal device.
 */
async function leftByClosedTab(user: number): Promise<boolean> {
  if (sharedDeviceIdleMinutes() === null) return false;
  if (tabWasSignedInAs(user)) return false;
  return !(await (await loadOpenTabs()).otherTabOpenAtStart());
}

const holdOpenTab = (tabs: typeof OpenTabsModule) => void tabs.otherTabOpenAtStart();

/**
 * Every document of a shared device counts itself among its open tabs at once, having asked
 * whether another was open (a personal device has no question to ask).
 */
export function countThisTab(): void {
  if (sharedDeviceIdleMinutes() !== null) void loadOpenTabs().then(holdOpenTab);
}

/** At start: signs out whoever left a shared device signed in (idle, or its last tab closed). */
export async function signOutWhoLeft(): Promise<void> {
  const user = deviceSessionUser();
  // Nobody was signed in on the device.
  if (typeof user !== 'number') return;
  if (idleTimeRanOut()) await signOutIdleDevice(user);
  else if (await leftByClosedTab(user)) {
    const named = import('./hand-over').then(({ lookUpPersonAsked }) => lookUpPersonAsked());
    await Promise.all([named, signOutLeftDevice(user)]);
  }
}
