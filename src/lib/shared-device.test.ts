import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { currentUserSchema } from '@/api/schemas/user';
import { useSessionStore } from '@/stores/session-store';
import { buildCurrentUser } from '@tests/factories';
import { announceSession } from './device-session';
import { resetOpenTabs } from './open-tabs';
import {
  chooseDeviceMode,
  forgetIdleSignOutNote,
  idleDeadline,
  idleTimeRanOut,
  idleSignOutNote,
  idleTiming,
  lastActivity,
  mayStoreWorkOf,
  noteIdleSignOut,
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

  test('a personal device, or an idle time the page does not offer, keeps no mode at all', () => {
    chooseDeviceMode(10);
    chooseDeviceMode(null);
    expect(localStorage.getItem('qek_shared_device')).toBeNull();
    chooseDeviceMode(7);
    expect(localStorage.getItem('qek_shared_device')).toBeNull();
  });

  test('the tab that makes the device shared counts itself among its open tabs', async () => {
    const asked: string[] = [];
    const locks = {
      query: () => Promise.resolve({ held: [], pending: [] }),
      request: (name: string) => {
        asked.push(name);
        return new Promise<never>(() => undefined);
      },
    };
    Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
    resetOpenTabs();
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'locks');
      resetOpenTabs();
    });

    chooseDeviceMode(5);

    await vi.waitFor(() => expect(asked).toEqual(['qek-open-tab']));
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

  test('a tab opened now on a device never used has no last activity, and no deadline', () => {
    resetActivity();
    expect(lastActivity()).toBeUndefined();
    chooseDeviceMode(5);
    expect(idleDeadline()).toBeNull();
  });

  test('a personal device has no idle deadline, however recent its activity', () => {
    recordActivity({ now: T0, share: true });
    expect(idleDeadline()).toBeNull();
    resetActivity();
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

  test('a shared device goes on for them when no sign-in was recorded on it', () => {
    signedInAs(4);
    chooseDeviceMode(5);
    expect(mayStoreWorkOf(4)).toBe(true);
    expect(mayStoreWorkOf(5)).toBe(false);
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

describe('the note of an idle sign-out, for the login page', () => {
  test('kept for this tab until forgotten', () => {
    expect(idleSignOutNote()).toBeUndefined();
    noteIdleSignOut(10);
    expect(sessionStorage.getItem('qek_idle_sign_out')).toBe('10');
    expect(idleSignOutNote()).toBe(10);
    forgetIdleSignOutNote();
    expect(idleSignOutNote()).toBeUndefined();
  });

  test('a note that is not a number is no note', () => {
    sessionStorage.setItem('qek_idle_sign_out', 'ten');
    expect(idleSignOutNote()).toBeUndefined();
  });
});
