import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { currentUserSchema, type CurrentUser } from '@/api/schemas/user';
import { server } from '@/mocks/server';
import { useSessionStore } from '@/stores/session-store';
import { buildCurrentUser } from '@tests/factories';
import { renderApp } from '@tests/utils/render-app';
import { screen } from '@testing-library/react';
import { answer, recordRequests } from '@tests/utils/api';
import {
  announceSession,
  deviceSessionUser,
  onSessionElsewhere,
  resetDeviceSession,
  sessionChangedElsewhere,
} from './device-session';
import { ensureSession, resetSession } from './session';
import { signInHere } from './signed-in-user';
import { useAdminStorage } from '@/stores/admin-storage-store';
import { chooseDeviceMode, idleSignOutNote, recordActivity, resetActivity } from './shared-device';
import {
  finishSignOut,
  onSignOutPendingChange,
  owedSignOut,
  signOut,
  signOutPending,
} from './sign-out';
import { openUnsentWork } from '@/kaizens/unsent/unsent-work';
import { applyTheme, themeFor } from './theme';

beforeEach(() => {
  resetSession();
  resetDeviceSession();
});
afterEach(() => resetSession());

const session = () => useSessionStore.getState();
const primaryColour = () => document.documentElement.style.getPropertyValue('--qek-primary');

function inStore(overrides: Parameters<typeof buildCurrentUser>[0] = {}): CurrentUser {
  const user = currentUserSchema.parse(buildCurrentUser(overrides));
  useSessionStore.getState().setUser(user);
  return user;
}

/** Another tab of the origin writes the device's session, as the browser reports it here. */
function otherTabWrites(key: string, value: string) {
  localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

describe('signing out', () => {
  test('tells the server, clears the user, keeps the company’s colour and tells the other tabs', async () => {
    inStore({ id: 7, color: '#0b63c5' });
    applyTheme(themeFor('#0b63c5'));
    const received = answer('get', '/logout', {});

    expect(await signOut()).toBe(true);

    expect(received.all).toHaveLength(1);
    expect(session()).toMatchObject({ status: 'signed-out', user: null });
    // The sign-in page, and the next load's first frame, show the colour the device knows.
    expect(primaryColour()).toBe('#0b63c5');
    expect(localStorage.getItem('qek_theme')).toContain('"main":"#0b63c5"');
    expect(deviceSessionUser()).toBeNull();
    expect(signOutPending()).toBe(false);
  });

  test('closes the notifications shown for the user, so the next person reads none', async () => {
    inStore({ id: 7 });
    answer('get', '/logout', {});
    vi.stubGlobal('Notification', { permission: 'granted' });
    const shown = { close: vi.fn() };
    const registration = {
      active: { scriptURL: new URL(`${import.meta.env.BASE_URL}sw.js`, location.origin).href },
      getNotifications: () => Promise.resolve([shown]),
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: () => Promise.resolve(registration) },
    });
    try {
      await signOut();

      await vi.waitFor(() => expect(shown.close).toHaveBeenCalled());
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  test('offline: the device is signed out, the sign-out is owed and sent once back online', async () => {
    inStore();
    server.use(http.get('/logout', () => HttpResponse.error()));
    const heard = vi.fn();
    const stop = onSignOutPendingChange(heard);

    expect(await signOut()).toBe(false);

    expect(session().user).toBeNull();
    expect(owedSignOut()).toBe('unheard');
    expect(heard).toHaveBeenCalled();
    const received = answer('get', '/logout', {});
    expect(await finishSignOut()).toBe(true);
    expect(received.all).toHaveLength(1);
    expect(signOutPending()).toBe(false);
    stop();
  });

  test('a server error keeps it owed, as refused: the server answered', async () => {
    inStore();
    server.use(http.get('/logout', () => HttpResponse.json({}, { status: 500 })));

    expect(await signOut()).toBe(false);

    expect(owedSignOut()).toBe('refused');
  });

  test.each([502, 503, 504])(
    'a %i (a gateway, maintenance) keeps it owed as not heard yet',
    async (status) => {
      inStore();
      server.use(http.get('/logout', () => HttpResponse.json({}, { status })));

      expect(await signOut()).toBe(false);

      expect(owedSignOut()).toBe('unheard');
    },
  );

  test.each([401, 419])('a %i (no session left) counts as done', async (status) => {
    inStore();
    server.use(http.get('/logout', () => HttpResponse.json({}, { status })));

    expect(await signOut()).toBe(true);

    expect(signOutPending()).toBe(false);
    expect(owedSignOut()).toBeNull();
  });

  test('the server is asked whether the session went; one written back meanwhile is signed out again', async () => {
    inStore();
    const logouts = answer('get', '/logout', {});
    // Another tab's request that ran beside the sign-out wrote the signed-in session back.
    const answers = [true, false];
    server.use(http.get('/verified', () => HttpResponse.json(answers.shift())));

    expect(await signOut()).toBe(true);

    expect(logouts.all).toHaveLength(2);
    expect(signOutPending()).toBe(false);
  });

  test('a session the server keeps after a second sign-out stays owed, and the device signed out', async () => {
    inStore();
    const logouts = answer('get', '/logout', {});
    answer('get', '/verified', true);

    expect(await signOut()).toBe(false);

    expect(logouts.all).toHaveLength(2);
    expect(owedSignOut()).toBe('refused');
    expect(session().user).toBeNull();
  });

  test('two tries at once send one request', async () => {
    inStore();
    server.use(http.get('/logout', () => HttpResponse.error()));
    await signOut();
    const received = answer('get', '/logout', {});

    await Promise.all([finishSignOut(), finishSignOut()]);

    expect(received.all).toHaveLength(1);
  });
});

const INDEX_HTML = '<!doctype html><html lang="nl"><head><title>Kaizen</title></head></html>';

/**
 * A server with only `POST /logout` (Laravel Breeze's and Fortify's routes): `GET /logout`
 * answers `getAnswer` (the SPA's catch-all by default), the POST answers `postAnswer` and ends
 * the session unless `keeps`.
 */
function postOnlyServer({
  getAnswer = () => HttpResponse.html(INDEX_HTML),
  postAnswer = () => new HttpResponse(null, { status: 204 }),
  keeps = false,
}: {
  getAnswer?: () => Response;
  postAnswer?: () => Response;
  keeps?: boolean;
} = {}) {
  let signedIn = true;
  server.use(
    http.get('/logout', getAnswer),
    http.post('/logout', () => {
      const reply = postAnswer();
      if (reply.ok && !keeps) signedIn = false;
      return reply;
    }),
    http.get('/verified', () => HttpResponse.json(signedIn)),
  );
  const requests = recordRequests();
  return () => requests.lines().filter((line) => /logout|verified/.test(line));
}

describe('a server whose sign-out is POST /logout only (Breeze, Fortify)', () => {
  test.each([
    ['the app’s page', () => HttpResponse.html(INDEX_HTML)],
    ['a 404', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })],
    ['a 405', () => HttpResponse.json({ message: 'Method Not Allowed' }, { status: 405 })],
  ])('a GET answered with %s is followed by the POST, confirmed by /verified', async (_, reply) => {
    inStore();
    const lines = postOnlyServer({ getAnswer: reply });

    expect(await signOut()).toBe(true);

    expect(lines()).toEqual(['GET /logout', 'POST /logout', 'GET /verified']);
    expect(owedSignOut()).toBeNull();
  });

  test('the device remembers the form that worked: the next sign-out goes straight to POST', async () => {
    inStore();
    const lines = postOnlyServer();
    await signOut();

    inStore();
    const next = postOnlyServer();
    expect(await signOut()).toBe(true);

    expect(lines()).toContain('GET /logout');
    expect(next()).toEqual(['POST /logout', 'GET /verified']);
  });

  test('a server moved back to the GET (the POST now a 405): the GET follows, and the device forgets the POST', async () => {
    inStore();
    postOnlyServer();
    await signOut();

    inStore();
    server.use(
      http.get('/logout', () => HttpResponse.json({})),
      http.post('/logout', () => HttpResponse.json({ message: 'No.' }, { status: 405 })),
      http.get('/verified', () => HttpResponse.json(false)),
    );
    const moved = recordRequests();
    expect(await signOut()).toBe(true);
    expect(moved.lines().filter((line) => /logout|verified/.test(line))).toEqual([
      'POST /logout',
      'GET /logout',
      'GET /verified',
    ]);

    inStore();
    const after = recordRequests();
    expect(await signOut()).toBe(true);
    expect(after.lines().filter((line) => /logout/.test(line))).toEqual(['GET /logout']);
  });

  test.each([
    ['401', 401],
    ['419 (the session expired, so its token no longer matches)', 419],
  ])('a %s to the POST leaves nothing owed', async (_, status) => {
    inStore();
    postOnlyServer({ postAnswer: () => HttpResponse.json({ message: 'No.' }, { status }) });

    expect(await signOut()).toBe(true);

    expect(signOutPending()).toBe(false);
  });

  test('the session still there after the POST, twice: owed, and the server’s refusal said', async () => {
    inStore();
    const lines = postOnlyServer({ keeps: true });

    expect(await signOut()).toBe(false);

    expect(lines()).toEqual([
      'GET /logout',
      'POST /logout',
      'GET /verified',
      'POST /logout',
      'GET /verified',
    ]);
    expect(owedSignOut()).toBe('refused');
    expect(session().user).toBeNull();
  });

  test('a 403 to both forms is a refusal; the next try, once it works, clears it', async () => {
    inStore();
    const forbidden = () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 });
    const lines = postOnlyServer({ getAnswer: forbidden, postAnswer: forbidden });

    expect(await signOut()).toBe(false);
    expect(lines()).toEqual(['GET /logout', 'POST /logout']);
    expect(owedSignOut()).toBe('refused');

    postOnlyServer();
    expect(await finishSignOut()).toBe(true);
    expect(owedSignOut()).toBeNull();
  });
});

describe('what the device keeps about a sign-out', () => {
  test('only its own marks count: another value under its keys is no sign-out owed, refused or POST', async () => {
    localStorage.setItem('qek_sign_out_pending', 'true');
    expect(signOutPending()).toBe(false);
    const received = answer('get', '/logout', {});
    // Nothing owed: nothing is sent.
    expect(await finishSignOut()).toBe(true);
    expect(received.all).toHaveLength(0);

    localStorage.setItem('qek_sign_out_pending', '1');
    localStorage.setItem('qek_sign_out_refused', 'yes');
    expect(owedSignOut()).toBe('unheard');

    localStorage.setItem('qek_logout_method', 'put');
    const requests = recordRequests();
    server.use(http.get('/verified', () => HttpResponse.json(false)));
    expect(await finishSignOut()).toBe(true);
    expect(requests.lines().filter((line) => /logout/.test(line))).toEqual(['GET /logout']);
  });
});

describe('starting with a sign-out owed', () => {
  test('stays signed out, and sends it once the sign-in page is on screen, asking /verified only whether it took', async () => {
    localStorage.setItem('qek_sign_out_pending', '1');
    let answerLogout = () => undefined as void;
    const logoutHeld = new Promise<void>((resolve) => (answerLogout = resolve));
    server.use(
      http.get('/logout', async () => {
        await logoutHeld;
        return HttpResponse.json({});
      }),
    );
    const requests = recordRequests();

    await renderApp('/login');

    // Drawn while the server has not answered the sign-out: the page does not wait for it.
    expect(await screen.findByRole('heading', { name: 'Inloggen', level: 1 })).toBeVisible();
    await expect.poll(() => requests.lines()).toContain('GET /logout');
    answerLogout();
    await expect.poll(() => signOutPending()).toBe(false);
    expect(requests.lines().filter((line) => /logout|verified/.test(line))).toEqual([
      'GET /logout',
      'GET /verified',
    ]);
    expect(session().status).toBe('signed-out');
  });

  test('a server that keeps the session: the sign-in page says the server refused, not that it waits for a connection', async () => {
    localStorage.setItem('qek_sign_out_pending', '1');
    answer('get', '/logout', {});
    answer('get', '/verified', true);

    await renderApp('/login');

    expect(await screen.findByText(/server heeft het uitloggen geweigerd/)).toBeVisible();
    expect(screen.queryByText(/zodra er verbinding is/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Opnieuw uitloggen' })).toBeVisible();
    expect(session().status).toBe('signed-out');
  });

  test('still offline: the account is not reopened, even though the server would say verified', async () => {
    localStorage.setItem('qek_sign_out_pending', '1');
    server.use(http.get('/logout', () => HttpResponse.error()));
    const verified = answer('get', '/verified', true);

    await ensureSession();

    expect(verified.all).toHaveLength(0);
    expect(session()).toMatchObject({ status: 'signed-out', user: null });
    expect(signOutPending()).toBe(true);
  });
});

describe('the device session across tabs', () => {
  test("another tab's sign-in or sign-out is heard with its user; this tab's own is not", () => {
    const heard = vi.fn();
    const stop = onSessionElsewhere(heard);

    announceSession(5);
    window.dispatchEvent(new StorageEvent('storage', { key: 'qek_session' }));
    expect(heard).not.toHaveBeenCalled();
    expect(sessionChangedElsewhere()).toBe(false);

    otherTabWrites('qek_session', JSON.stringify({ mark: 'b', user: 9 }));
    expect(heard).toHaveBeenLastCalledWith(9);
    otherTabWrites('qek_session', JSON.stringify({ mark: 'c', user: null }));
    expect(heard).toHaveBeenLastCalledWith(null);
    otherTabWrites('qek_unrelated', 'x');
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
  });

  test("this tab's sign-in first tells the others the previous session is over, then whose it is", async () => {
    answer('get', '/api/user', buildCurrentUser({ id: 42, active_team: null }));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');

    await signInHere();

    const written = setItem.mock.calls
      .filter(([key]) => key === 'qek_session')
      .map(([, value]) => (JSON.parse(value) as { user: unknown }).user);
    setItem.mockRestore();
    expect(written).toEqual([null, 42]);
  });

  test('a page that missed a change (frozen in the back/forward cache) finds it by the mark', () => {
    announceSession(5);
    expect(sessionChangedElsewhere()).toBe(false);
    localStorage.setItem('qek_session', JSON.stringify({ mark: 'other', user: 6 }));
    expect(sessionChangedElsewhere()).toBe(true);
  });
});

describe('opening a shared device again after its idle time', () => {
  const TITLE = 'Etiketten op de stellingen';
  const draftOf = (userId: number) => ({
    drafts: [{ userId, kaizenId: null, values: { title: TITLE }, savedAt: null }],
  });

  test('signs out before anything is shown, seals the work and says why on the login page', async () => {
    await openUnsentWork(7, 'kaizen', { keepKey: true });
    useAdminStorage.getState().setKaizenForm(draftOf(7));
    chooseDeviceMode(5);
    announceSession(7);
    recordActivity({ now: Date.now() - 6 * 60_000, share: true });
    resetActivity();
    answer('get', '/logout', {});
    const requests = recordRequests();

    await ensureSession();

    // Nothing asked of the server before that (the sign-out goes once the page is on screen).
    expect(requests.lines()).not.toContain('GET /verified');
    expect(signOutPending()).toBe(true);
    expect(session()).toMatchObject({ status: 'signed-out', user: null });
    expect(deviceSessionUser()).toBeNull();
    expect(idleSignOutNote()).toBe(5);
    expect(JSON.stringify({ ...localStorage })).not.toContain(TITLE);
    expect(await openUnsentWork(7, 'kaizen', { keepKey: false })).toBe(1);
    expect(JSON.stringify(useAdminStorage.getState().kaizenForm)).toContain(TITLE);
  });

  test('within the idle time, or on a personal device, the session stands', async () => {
    announceSession(7);
    recordActivity({ now: Date.now() - 6 * 60_000, share: true });
    resetActivity();
    const verified = answer('get', '/verified', false);
    chooseDeviceMode(10);

    await ensureSession();
    resetSession();
    chooseDeviceMode(null);
    await ensureSession();

    expect(verified.all).toHaveLength(2);
    expect(signOutPending()).toBe(false);
    expect(idleSignOutNote()).toBeUndefined();
  });
});
