import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ACCOUNTS, signInAs } from '@/mocks/testing';
import { useAdminStorage } from '@/stores/admin-storage-store';
import { useSessionStore } from '@/stores/session-store';
import { LANGUAGE_CACHE } from '@/sw/rules';
import { announceSession, deviceSessionUser } from './device-session';
import { countThisTab, signOutWhoLeft } from './left-device';
import { loadOpenTabs, resetOpenTabs } from './open-tabs-loader';
import { noteTabUser } from './tab-user';
import { idleSignOutNote, recordActivity } from './shared-device';
import { signOutPending } from './sign-out';

const ANNA = 4;
const MINUTE = 60_000;
const DRAFT = {
  kaizenId: null,
  values: { title: 'Etiketten op de stellingen' },
  savedAt: '2026-01-01T10:00:00.000Z',
};

/**
 * The browser's Web Locks, as far as the open-tab question asks them: which locks others hold.
 * Returns what this document asked: a query, and the names of the locks it requested.
 */
function otherTabsHold(names: string[]) {
  const asked: string[] = [];
  const locks = {
    query: () => {
      asked.push('query');
      return Promise.resolve({ held: names.map((name) => ({ name })), pending: [] });
    },
    request: (name: string) => {
      asked.push(name);
      return new Promise<void>(() => undefined);
    },
  };
  Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
  return asked;
}

/** The Cache API with the service worker's language files in it. */
function languageFilesCached(urls: string[]) {
  const kept = urls.map((url) => new Request(url));
  const cache = {
    keys: () => Promise.resolve([...kept]),
    delete: (request: Request) => {
      kept.splice(kept.indexOf(request), 1);
      return Promise.resolve(true);
    },
  };
  const storage = {
    open: (name: string) =>
      name === LANGUAGE_CACHE ? Promise.resolve(cache) : Promise.reject(new Error(name)),
  };
  Object.defineProperty(globalThis, 'caches', { configurable: true, value: storage });
  return kept;
}

/** A device (shared: 5 minutes) that Anna left signed in, with her draft on it. */
function leftByAnna({ shared = true } = {}) {
  if (shared) localStorage.setItem('qek_shared_device', '5');
  announceSession(ANNA);
  useAdminStorage.getState().setKaizenForm({ drafts: [{ ...DRAFT, userId: ANNA }] });
}

/** Whether the start found Anna gone and signed her out, as far as the device shows it. */
const signedOut = () => ({
  owed: signOutPending(),
  device: deviceSessionUser(),
  workInPlainText: JSON.stringify({ ...localStorage }).includes(DRAFT.values.title),
});
const SIGNED_OUT = { owed: true, device: null, workInPlainText: false };
const STILL_HERE = { owed: false, device: ANNA, workInPlainText: true };

// Loaded here, not only reset: a test elsewhere in this worker may have asked the question on
// a module instance that nothing here had loaded yet, and its answer is kept for the document.
beforeEach(async () => {
  await loadOpenTabs();
  resetOpenTabs();
});
afterEach(() => {
  useSessionStore.getState().setAskedPerson(null);
  Reflect.deleteProperty(navigator, 'locks');
  Reflect.deleteProperty(globalThis, 'caches');
  resetOpenTabs();
});

describe('a start that finds the device left signed in', () => {
  test('after the idle time: signed out, her work put away, the sign-out owed, and the login page told why', async () => {
    leftByAnna();
    recordActivity({ now: Date.now() - 6 * MINUTE, share: true });
    const cached = languageFilesCached([
      'http://localhost/api/language/kaizen.form?locale=nl',
      'http://localhost/api/language/auth.login?locale=nl',
    ]);

    await signOutWhoLeft();

    expect(signedOut()).toEqual(SIGNED_OUT);
    expect(idleSignOutNote()).toBe(5);
    // The next person's pages fetch their own language files.
    expect(cached).toEqual([]);
  });

  test('within the idle time, as a new tab with none of the app open: signed out, and asked whether it is her', async () => {
    // Her session is still open on the server, which names her.
    await signInAs('lead');
    leftByAnna();
    recordActivity({ share: true });
    otherTabsHold(['some-other-lock']);

    await signOutWhoLeft();

    expect(signedOut()).toEqual(SIGNED_OUT);
    expect(idleSignOutNote()).toBeUndefined();
    expect(useSessionStore.getState().askedPerson).toMatchObject({ login: ACCOUNTS.lead });
  });

  test('a reload of her tab, or a tab beside an open one, goes on as before', async () => {
    leftByAnna();
    recordActivity({ share: true });
    otherTabsHold(['qek-open-tab']);
    await signOutWhoLeft();
    expect(signedOut()).toEqual(STILL_HERE);

    resetOpenTabs();
    otherTabsHold([]);
    noteTabUser(ANNA);
    await signOutWhoLeft();
    expect(signedOut()).toEqual(STILL_HERE);
  });

  test('a personal device goes on as before, in a new tab too', async () => {
    leftByAnna({ shared: false });
    otherTabsHold([]);

    await signOutWhoLeft();

    expect(signedOut()).toEqual(STILL_HERE);
  });

  test('a shared device nobody is signed in on owes no sign-out', async () => {
    localStorage.setItem('qek_shared_device', '5');
    announceSession(null);
    otherTabsHold([]);

    await signOutWhoLeft();

    expect(signOutPending()).toBe(false);
  });
});

describe('every document of a shared device', () => {
  test('counts itself among its open tabs at once; a personal device asks nothing', async () => {
    const asked = otherTabsHold([]);
    countThisTab();
    await loadOpenTabs();
    expect(asked).toEqual([]);

    localStorage.setItem('qek_shared_device', '5');
    countThisTab();

    await vi.waitFor(() => expect(asked).toEqual(['query', 'qek-open-tab']));
  });
});
