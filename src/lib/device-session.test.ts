import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  announceSession,
  deviceSessionUser,
  forgetSignedOutElsewhereNote,
  noteSignedOutElsewhere,
  onSessionElsewhere,
  resetDeviceSession,
  sessionChangedElsewhere,
  signedOutElsewhereNote,
} from './device-session';

const KEY = 'qek_session';

/** Another tab writes the device's session, and this tab hears of it. */
function otherTabWrites(value: string | null) {
  if (value === null) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetDeviceSession();
});

describe('who is signed in on this device, as every tab sees it', () => {
  test("a sign-in or sign-out this tab announces is the device's, and no change elsewhere", () => {
    expect(deviceSessionUser()).toBeUndefined();

    announceSession(4);
    expect(deviceSessionUser()).toBe(4);
    expect(sessionChangedElsewhere()).toBe(false);

    announceSession(null);
    expect(deviceSessionUser()).toBeNull();
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toEqual({
      mark: expect.stringMatching(/^[0-9a-z]+-[0-9a-z]+$/),
      user: null,
    });
  });

  test('each announcement is a new mark, so the same user signing in again is news too', () => {
    announceSession(4);
    const first = localStorage.getItem(KEY);
    announceSession(4);

    expect(localStorage.getItem(KEY)).not.toBe(first);
  });

  test("another tab's sign-in is a change elsewhere, told once with its user", () => {
    announceSession(4);
    const listener = vi.fn();
    const stop = onSessionElsewhere(listener);

    otherTabWrites(JSON.stringify({ mark: 'other-1', user: 5 }));
    expect(sessionChangedElsewhere()).toBe(false);
    expect(listener).toHaveBeenCalledExactlyOnceWith(5);

    // The same mark again (another key's event, a repeat): nothing new.
    otherTabWrites(JSON.stringify({ mark: 'other-1', user: 5 }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  test('seen without listening, a sign-out elsewhere shows as a change', () => {
    announceSession(4);
    localStorage.setItem(KEY, JSON.stringify({ mark: 'other-2', user: null }));

    expect(sessionChangedElsewhere()).toBe(true);
    expect(deviceSessionUser()).toBeNull();
  });

  test('storage cleared by another tab, or a mark without its user, reads as nobody', () => {
    announceSession(4);
    const listener = vi.fn();
    const stop = onSessionElsewhere(listener);

    otherTabWrites(JSON.stringify({ mark: 'other-3' }));
    expect(listener).toHaveBeenLastCalledWith(null);
    expect(deviceSessionUser()).toBeNull();
    otherTabWrites(null);
    expect(listener).toHaveBeenLastCalledWith(null);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  test('storage cleared without this tab listening is a change too', () => {
    announceSession(4);
    localStorage.removeItem(KEY);

    expect(sessionChangedElsewhere()).toBe(true);
  });

  test('a tab opened now takes the stored mark as seen', () => {
    announceSession(4);
    localStorage.setItem(KEY, JSON.stringify({ mark: 'other-4', user: 5 }));
    resetDeviceSession();

    expect(sessionChangedElsewhere()).toBe(false);
  });

  test('what is not a mark is no session', () => {
    localStorage.setItem(KEY, JSON.stringify({ mark: 7, user: 4 }));
    expect(deviceSessionUser()).toBeUndefined();
    localStorage.setItem(KEY, '[');
    expect(deviceSessionUser()).toBeUndefined();
  });
});

describe("the note that another tab's sign-out ended this page", () => {
  test('kept for this tab until forgotten', () => {
    expect(signedOutElsewhereNote()).toBe(false);
    noteSignedOutElsewhere();
    expect(signedOutElsewhereNote()).toBe(true);
    expect(sessionStorage.getItem('qek_signed_out_elsewhere')).toBe('1');
    expect(localStorage.getItem('qek_signed_out_elsewhere')).toBeNull();
    forgetSignedOutElsewhereNote();
    expect(signedOutElsewhereNote()).toBe(false);
  });

  test('anything but the note written is no note', () => {
    sessionStorage.setItem('qek_signed_out_elsewhere', 'yes');
    expect(signedOutElsewhereNote()).toBe(false);
  });
});
