import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { currentUserSchema } from '@/api/schemas/user';
import { useSessionStore } from '@/stores/session-store';
import { buildCurrentUser } from '@tests/factories';
import { announceSession } from './device-session';
import {
  chooseDeviceMode,
  idleDeadline,
  idleTimeRanOut,
  idleTiming,
  lastActivity,
  mayStoreWorkOf,
  onActivityElsewhere,
  recordActivity,
  resetActivity,
  sharedDeviceIdleMinutes,
} from './shared-device';

const T0 = Date.parse('2026-03-02T08:00:00Z');

describe('the device mode', () => {
  test('is personal until a shared idle time is chosen, and is kept for the device', () => {
    expect(sharedDeviceIdleMinutes()).toBeNull();
    chooseDeviceMode(10);
    expect(localStorage.getItem('qek_shared_device')).toBe('10');
    expect(sharedDeviceIdleMinutes()).toBe(10);
    chooseDeviceMode(null);
    expect(sharedDeviceIdleMinutes()).toBeNull();
  });

  test('an idle time the page does not offer reads as a personal device', () => {
    localStorage.setItem('qek_shared_device', '0');
    expect(sharedDeviceIdleMinutes()).toBeNull();
  });
});

describe('activity across tabs', () => {
  test('is shared at most every few seconds, but counts at once in this tab', () => {
    recordActivity({ now: T0 });
    recordActivity({ now: T0 + 1_000 });
    expect(localStorage.getItem('qek_last_activity')).toBe(String(T0));
    expect(lastActivity()).toBe(T0 + 1_000);
    recordActivity({ now: T0 + idleTiming.shareEveryMs });
    expect(localStorage.getItem('qek_last_activity')).toBe(String(T0 + idleTiming.shareEveryMs));
  });

  test("another tab's activity moves the deadline here and is heard", () => {
    chooseDeviceMode(2);
    recordActivity({ now: T0, share: true });
    expect(idleDeadline()).toBe(T0 + 2 * 60_000);
    const heard = vi.fn();
    const stop = onActivityElsewhere(heard);

    localStorage.setItem('qek_last_activity', String(T0 + 30_000));
    window.dispatchEvent(new StorageEvent('storage', { key: 'qek_last_activity' }));

    expect(heard).toHaveBeenCalledOnce();
    expect(idleDeadline()).toBe(T0 + 150_000);
    stop();
  });

  test('the idle time ran out only on a shared device with someone signed in', () => {
    recordActivity({ now: T0, share: true });
    announceSession(4);
    expect(idleTimeRanOut(T0 + 60 * 60_000)).toBe(false);
    chooseDeviceMode(5);
    expect(idleTimeRanOut(T0 + 5 * 60_000 - 1)).toBe(false);
    expect(idleTimeRanOut(T0 + 5 * 60_000)).toBe(true);
    announceSession(null);
    expect(idleTimeRanOut(T0 + 5 * 60_000)).toBe(false);
    resetActivity();
  });
});

/** User `id` in this tab's session store, for this test. */
function signedInAs(id: number) {
  useSessionStore.getState().setUser(currentUserSchema.parse(buildCurrentUser({ id })));
  onTestFinished(() => useSessionStore.getState().clear());
}

describe("writing someone's work", () => {
  test('a shared device stops once they are signed out; a personal one goes on', () => {
    signedInAs(4);
    announceSession(4);
    chooseDeviceMode(5);
    expect(mayStoreWorkOf(4)).toBe(true);
    announceSession(null);
    expect(mayStoreWorkOf(4)).toBe(false);
    chooseDeviceMode(null);
    expect(mayStoreWorkOf(4)).toBe(true);
  });

  test('a shared device stops once their session ended in this tab, before any sign-out', () => {
    signedInAs(4);
    announceSession(4);
    chooseDeviceMode(5);
    useSessionStore.getState().clear();
    expect(mayStoreWorkOf(4)).toBe(false);
    chooseDeviceMode(null);
    expect(mayStoreWorkOf(4)).toBe(true);
  });
});
