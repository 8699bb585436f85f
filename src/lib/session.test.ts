import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { request } from '@/api/http';
import { anyBody } from '@/api/parsers';
import type { SessionChoices, UserAsked } from '@/api/current-user';
import { currentUserSchema, type CurrentUser } from '@/api/schemas/user';
import * as i18nModule from '@/i18n/i18n';
import { i18n } from '@/i18n/i18n';
import { resetLanguageFiles } from '@/i18n/language-files';
import { DEMO_PASSWORD } from '@/mocks/db/seed-org';
import { server } from '@/mocks/server';
import { useSessionStore } from '@/stores/session-store';
import { buildCurrentUser } from '@tests/factories';
import { answer, failureOf, recordRequests } from '@tests/utils/api';
import { holdAnswers } from '@tests/utils/held-answer';
import { neverAnswer, useShortTimeout } from '@tests/utils/timeout-fault';
import { firstPageShown } from './first-paint';
import { keptWorkOf, registerWork } from './kept-work';
import {
  changeTeam,
  ensureSession,
  pageLocale,
  resetSession,
  sessionDrawable,
  sessionStillStarting,
} from './session';
import { signIn, signInHere } from './signed-in-user';
import { tabWasSignedInAs } from './tab-user';
import {
  REFRESH_AFTER_HIDDEN_MS,
  userRefreshSettled,
  watchSessionExpiry,
  watchUserRefresh,
} from './session-watch';
import { chooseDeviceMode } from './shared-device';
import { markSignOutOwed } from './sign-out';
import { vaultDb } from './vault-db';
import { openUnsentWork } from '@/kaizens/unsent/unsent-work';

beforeEach(async () => {
  resetSession();
  await i18n.changeLanguage('nl');
});
afterEach(() => {
  resetSession();
  resetLanguageFiles();
});

const session = () => useSessionStore.getState();
const primaryColour = () => document.documentElement.style.getPropertyValue('--qek-primary');

/** The server's user, signed in: /verified says so and /api/user answers with `user`. */
function signedInAs(overrides: Parameters<typeof buildCurrentUser>[0] = {}) {
  const user = buildCurrentUser({
    locale: 'nl',
    languages: ['nl', 'en'],
    active_team: null,
    ...overrides,
  });
  answer('get', '/verified', true);
  answer('get', '/api/user', user);
  return user;
}

type UserOverrides = Parameters<typeof buildCurrentUser>[0];

/** The user as the schema reads the server's answer. */
const parsedUser = (overrides: UserOverrides = {}) =>
  currentUserSchema.parse(buildCurrentUser(overrides));

/** A user in the store, as after the start-up check. */
function inStore(overrides: UserOverrides = {}): CurrentUser {
  const user = parsedUser(overrides);
  useSessionStore.getState().setUser(user);
  return user;
}

/** A call of the app answered with `status`. */
function callAnswered(status: number) {
  server.use(http.get('/api/probe', () => HttpResponse.json({}, { status })));
  return failureOf(request(anyBody, { method: 'get', url: '/api/probe' }));
}

describe('the start-up check', () => {
  test('signed out: asks /verified, clears the user, then tells the server the locale', async () => {
    const requests = recordRequests();
    const localeSent = requests.next('GET /api/session/locale/nl');

    await ensureSession();

    expect(requests.lines()).toEqual(['GET /verified']);
    expect(session()).toMatchObject({ status: 'signed-out', user: null });
    // Spec §7: the locale is set on start, signed out too, once the first page is painted.
    firstPageShown();
    await localeSent;
  });

  test('signed in: loads the user, sets their locale and team, and their colour', async () => {
    const user = signedInAs({ color: '#0b63c5', active_team: { id: 31, name: 'Paint shop' } });
    const team = answer('get', '/api/session/team/31', { id: 31, name: 'Paint shop' });
    const requests = recordRequests();

    await ensureSession();

    for (const line of ['GET /verified', 'GET /api/user', 'GET /api/session/locale/nl']) {
      expect(requests.to(line)).toHaveLength(1);
    }
    expect(team.all).toHaveLength(1);
    expect(session().status).toBe('signed-in');
    expect(session().user).toMatchObject({ id: user.id, locale: 'nl' });
    expect(session().user?.active_team).toMatchObject({ id: 31, name: 'Paint shop' });
    expect(session().teamNotRestored).toBeNull();
    expect(primaryColour()).toBe('#0b63c5');
    // A reload of this tab goes on as them, without asking who is there.
    expect(tabWasSignedInAs(user.id)).toBe(true);
  });

  test.each([500, 403])(
    'a %i on making the last team active again keeps the user signed in, without a team',
    async (status) => {
      signedInAs({ active_team: { id: 31, name: 'Paint shop' } });
      answer('get', '/api/session/team/31', { message: 'x' }, { status });

      await ensureSession();

      expect(session().status).toBe('signed-in');
      expect(session().user?.active_team).toBeNull();
      expect(session().teamNotRestored).toBe('Paint shop');
      // Choosing a team asks the server again and takes the notice away.
      answer('get', '/api/session/team/32', { id: 32, name: 'Assembly' });
      await changeTeam(32);
      expect(session()).toMatchObject({ teamNotRestored: null, user: { active_team: { id: 32 } } });
    },
  );

  test('no answer on making the team active again is raised, as for the user', async () => {
    signedInAs({ active_team: { id: 31, name: 'Paint shop' } });
    server.use(http.get('/api/session/team/31', () => HttpResponse.error()));

    expect((await failureOf(ensureSession())).kind).toBe('network');
  });

  test("the session's team is merged over the user's, whose members it may leave out", async () => {
    const members = [{ id: 2 }, { id: 3 }];
    signedInAs({ active_team: { id: 31, name: 'Paint shop', users: members } });
    answer('get', '/api/session/team/31', { id: 31, name: 'Paint shop (renamed)' });

    await ensureSession();

    expect(session().user?.active_team).toEqual({
      id: 31,
      name: 'Paint shop (renamed)',
      users: members,
    });
  });

  test('a user without an active team sets none', async () => {
    signedInAs({ active_team: null });
    const requests = recordRequests();

    await ensureSession();

    expect(requests.lines().some((line) => line.startsWith('GET /api/session/team'))).toBe(false);
    expect(session().user?.active_team).toBeNull();
  });

  test("the user's locale wins when allowed; one no longer allowed gives the first allowed", async () => {
    signedInAs({ locale: 'en', languages: ['nl', 'en'] });
    await ensureSession();
    expect(session().user?.locale).toBe('en');
    expect(i18n.language).toBe('en');

    resetSession();
    signedInAs({ locale: 'de', languages: ['nl', 'en'] });
    const requests = recordRequests();
    await ensureSession();
    expect(session().user?.locale).toBe('nl');
    expect(requests.lines()).toContain('GET /api/session/locale/nl');
  });

  test('without a locale of their own the user keeps the current one', async () => {
    await i18n.changeLanguage('en');
    signedInAs({ locale: null, languages: ['nl', 'en'] });

    await ensureSession();

    expect(session().user?.locale).toBe('en');
  });

  test('runs once: every guard awaits the same check', async () => {
    const requests = recordRequests();

    await Promise.all([ensureSession(), ensureSession()]);
    await ensureSession();

    expect(requests.started('/verified')).toBe(1);
  });

  test.each([401, 500])('a %i to /verified counts as signed out', async (status) => {
    server.use(http.get('/verified', () => HttpResponse.json({}, { status })));
    const requests = recordRequests();

    await ensureSession();

    expect(session().status).toBe('signed-out');
    expect(requests.started('/api/user')).toBe(0);
  });

  test('a 419 to /verified, also on the token renewal it starts, counts as signed out', async () => {
    // Laravel answers 419 to every call of a session whose token it no longer accepts.
    server.use(
      http.get('/verified', () =>
        HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 }),
      ),
    );
    const requests = recordRequests();

    await ensureSession();

    expect(session().status).toBe('signed-out');
    // The check and the one renewal of the token; the renewal's 419 renews nothing.
    expect(requests.started('/verified')).toBe(2);
  });

  test('a user that cannot be loaded counts as signed out', async () => {
    answer('get', '/verified', true);
    server.use(http.get('/api/user', () => HttpResponse.json({}, { status: 500 })));

    await ensureSession();

    expect(session()).toMatchObject({ status: 'signed-out', user: null });
  });

  test('maintenance (a 503) says nothing of the session either: raised, and asked again next', async () => {
    server.use(
      http.get('/verified', () =>
        HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }),
      ),
    );
    const requests = recordRequests();

    expect((await failureOf(ensureSession())).status).toBe(503);
    expect(session().status).toBe('unknown');

    server.resetHandlers();
    await ensureSession();
    expect(requests.started('/verified')).toBe(2);
  });

  test('a user that cannot be loaded for maintenance is not signed out', async () => {
    answer('get', '/verified', true);
    server.use(http.get('/api/user', () => HttpResponse.json({}, { status: 503 })));

    expect((await failureOf(ensureSession())).status).toBe(503);
    expect(session().status).toBe('unknown');
  });

  test('no answer is raised, and the next attempt asks again', async () => {
    server.use(http.get('/verified', () => HttpResponse.error()));
    const requests = recordRequests();

    expect((await failureOf(ensureSession())).kind).toBe('network');
    expect(session().status).toBe('unknown');

    server.resetHandlers();
    await ensureSession();
    expect(requests.started('/verified')).toBe(2);
    expect(session().status).toBe('signed-out');
  });

  test('a check that times out is raised like one without an answer', async () => {
    useShortTimeout('get', '/verified');
    server.use(http.get('/verified', neverAnswer));

    expect((await failureOf(ensureSession())).kind).toBe('timeout');
    expect(session().status).toBe('unknown');
  });

  test('no answer while loading the user is raised too', async () => {
    answer('get', '/verified', true);
    server.use(http.get('/api/user', () => HttpResponse.error()));

    expect((await failureOf(ensureSession())).kind).toBe('network');
    expect(session().status).toBe('unknown');
  });
});

describe("a signed-in page's locale", () => {
  function rememberedAtStart(remembered: boolean) {
    vi.spyOn(i18nModule, 'localeRememberedAtStart').mockReturnValue(remembered);
  }

  test('without a remembered locale the page waits for the signed-in user and takes theirs', async () => {
    rememberedAtStart(false);
    signedInAs({ locale: 'en', languages: ['nl', 'en'] });

    expect(await pageLocale()).toBe('en');
    await ensureSession();
  });

  test('a remembered locale is taken at once, before the start-up check', async () => {
    rememberedAtStart(true);
    const requests = recordRequests();

    expect(await pageLocale()).toBe('nl');
    expect(requests.started('/verified')).toBe(0);
  });

  test('once the start-up check is over, the locale is the one the app has now', async () => {
    rememberedAtStart(false);
    signedInAs({ locale: 'nl', languages: ['nl', 'en'] });
    await ensureSession();
    await i18n.changeLanguage('en');

    expect(await pageLocale()).toBe('en');
  });
});

describe("a reload drawn before the session's writes are answered", () => {
  test("this tab counts as the user's from the first draw: a reload then does not ask who is there", async () => {
    vi.spyOn(i18nModule, 'localeRememberedAtStart').mockReturnValue(true);
    const user = signedInAs();
    const answerLocale = holdAnswers('/api/session/locale/:locale');

    await sessionDrawable({ userLikely: true });

    expect(session().user?.id).toBe(user.id);
    expect(tabWasSignedInAs(user.id)).toBe(true);
    answerLocale();
    await ensureSession();
  });

  test('a start-up forgotten as it ran (a new document in the tests) ends without ending the next', async () => {
    vi.spyOn(i18nModule, 'localeRememberedAtStart').mockReturnValue(true);
    signedInAs();
    const answerLocale = holdAnswers('/api/session/locale/:locale');
    const first = ensureSession({ userLikely: true });
    await sessionDrawable();
    expect(sessionStillStarting()).toBe(true);

    resetSession();
    const answerCheck = holdAnswers('/verified');
    const next = ensureSession({ userLikely: true });
    answerLocale();
    await first;

    expect(sessionStillStarting()).toBe(true);
    answerCheck();
    await next;
    expect(sessionStillStarting()).toBe(false);
  });
});

describe('signing in and changing team', () => {
  test('signing in with the login form loads the user and makes them signed in', async () => {
    const user = signedInAs({ locale: 'en', languages: ['nl', 'en'] });

    await signInHere();

    expect(session().user).toMatchObject({ id: user.id, locale: 'en' });
    expect(i18n.language).toBe('en');
  });

  test('changing team tells the server first, then makes its answer the active team', async () => {
    inStore({ active_team: { id: 31, name: 'Paint shop' } });
    const received = answer('get', '/api/session/team/32', { id: 32, name: 'Assembly' });

    await changeTeam(32);

    expect(received.all).toHaveLength(1);
    expect(session().user?.active_team).toEqual({ id: 32, name: 'Assembly' });
  });
});

describe('watching the session expire', () => {
  test('a 401 clears the signed-in user, keeps their work and says so', async () => {
    const user = inStore();
    onTestFinished(registerWork('kaizen-form', () => 'draft'));
    const onExpired = vi.fn();
    onTestFinished(watchSessionExpiry(onExpired));

    await callAnswered(401);

    expect(onExpired).toHaveBeenCalledOnce();
    expect(session()).toMatchObject({ status: 'signed-out', user: null });
    expect(keptWorkOf(user.id, 'kaizen-form', anyBody)).toBe('draft');
  });

  test('on a shared device their work is sealed and their key forgotten, never kept in plain text', async () => {
    const user = inStore();
    chooseDeviceMode(5);
    await openUnsentWork(user.id, DEMO_PASSWORD, { keepKey: true });
    onTestFinished(registerWork('kaizen-form', () => 'draft typed'));
    const onExpired = vi.fn();
    onTestFinished(watchSessionExpiry(onExpired));

    await callAnswered(401);

    expect(onExpired).toHaveBeenCalledOnce();
    await vi.waitFor(async () => expect(await vaultDb.keys(`key:${user.id}`)).toEqual([]));
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain('draft typed');
    expect(await vaultDb.keys(`sealed:${user.id}:`)).toHaveLength(1);
    // Their password opens it again at their next sign-in.
    expect(await openUnsentWork(user.id, DEMO_PASSWORD, { keepKey: false })).toBe(1);
    expect(keptWorkOf(user.id, 'kaizen-form', anyBody)).toBe('draft typed');
  });

  test('a call answered after their own sign-out went out changes nothing: the sign-out goes on', async () => {
    const user = inStore();
    onTestFinished(registerWork('kaizen-form', () => 'draft typed'));
    const onExpired = vi.fn();
    onTestFinished(watchSessionExpiry(onExpired));
    markSignOutOwed();

    await callAnswered(401);

    expect(onExpired).not.toHaveBeenCalled();
    expect(keptWorkOf(user.id, 'kaizen-form', anyBody)).toBeUndefined();
  });

  test('nobody signed in: nothing happens', async () => {
    const onExpired = vi.fn();
    onTestFinished(watchSessionExpiry(onExpired));

    await callAnswered(401);

    expect(onExpired).not.toHaveBeenCalled();
    expect(session().status).toBe('unknown');
  });

  test('stops watching when told', async () => {
    inStore();
    const onExpired = vi.fn();
    watchSessionExpiry(onExpired)();

    await callAnswered(401);

    expect(onExpired).not.toHaveBeenCalled();
    expect(session().status).toBe('signed-in');
  });
});

describe('refreshing the user', () => {
  let visibility: DocumentVisibilityState = 'visible';
  beforeEach(() => {
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });

  function show(state: DocumentVisibilityState) {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
  }

  function refreshAnswers(body: Record<string, unknown>) {
    const requests = recordRequests();
    server.use(http.get('/api/user/refresh', () => HttpResponse.json(body)));
    return requests;
  }

  test('a 403 refreshes the signed-in user, so menus follow a changed role', async () => {
    const user = inStore({ all_permissions: [] });
    const requests = refreshAnswers({ ...user, all_permissions: ['kaizen.approve'] });
    onTestFinished(watchUserRefresh());

    await callAnswered(403);

    await vi.waitFor(() => expect(session().user?.all_permissions).toEqual(['kaizen.approve']));
    expect(requests.started('/api/user/refresh')).toBe(1);
  });

  test('one refresh at a time', async () => {
    const user = inStore();
    const requests = refreshAnswers({ ...user, name: 'Renamed' });
    onTestFinished(watchUserRefresh());

    await Promise.all([callAnswered(403), callAnswered(403)]);

    await vi.waitFor(() => expect(session().user?.name).toBe('Renamed'));
    expect(requests.started('/api/user/refresh')).toBe(1);
  });

  test('the test helper waits for the refresh under way, and for none when there is none', async () => {
    const user = inStore();
    refreshAnswers({ ...user, name: 'Renamed' });
    onTestFinished(watchUserRefresh());
    await userRefreshSettled();

    await callAnswered(403);
    await userRefreshSettled();

    expect(session().user?.name).toBe('Renamed');
  });

  test('nobody signed in: a 403 refreshes nothing', async () => {
    const requests = recordRequests();
    onTestFinished(watchUserRefresh());

    await callAnswered(403);
    await userRefreshSettled();

    expect(requests.started('/api/user/refresh')).toBe(0);
  });

  test('a user who signed out meanwhile is not brought back', async () => {
    const user = inStore();
    server.use(
      http.get('/api/user/refresh', () => {
        useSessionStore.getState().clear();
        return HttpResponse.json({ ...user, name: 'Renamed' });
      }),
    );
    const requests = recordRequests();
    onTestFinished(watchUserRefresh());

    await callAnswered(403);

    await vi.waitFor(() => expect(requests.started('/api/user/refresh')).toBe(1));
    await vi.waitFor(() => expect(requests.log).toContain('end /api/user/refresh'));
    expect(session().user).toBeNull();
  });

  test('a tab shown again after more than five minutes away refreshes the user', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const user = inStore();
    const requests = refreshAnswers({ ...user, name: 'Renamed' });
    onTestFinished(watchUserRefresh());

    show('hidden');
    vi.setSystemTime(Date.now() + REFRESH_AFTER_HIDDEN_MS);
    show('visible');
    await userRefreshSettled();
    expect(requests.started('/api/user/refresh')).toBe(0);

    show('hidden');
    vi.setSystemTime(Date.now() + REFRESH_AFTER_HIDDEN_MS + 1);
    show('visible');
    await vi.waitFor(() => expect(session().user?.name).toBe('Renamed'));
    expect(requests.started('/api/user/refresh')).toBe(1);
  });

  test('a tab shown without having been hidden, or by nobody signed in, refreshes nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const requests = recordRequests();
    onTestFinished(watchUserRefresh());

    show('hidden');
    vi.setSystemTime(Date.now() + REFRESH_AFTER_HIDDEN_MS + 1);
    show('visible');

    inStore();
    show('visible');
    await userRefreshSettled();

    expect(requests.started('/api/user/refresh')).toBe(0);
  });

  test('stops watching when told', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    inStore();
    const requests = recordRequests();
    watchUserRefresh()();

    await callAnswered(403);
    show('hidden');
    vi.setSystemTime(Date.now() + REFRESH_AFTER_HIDDEN_MS + 1);
    show('visible');
    await userRefreshSettled();

    expect(requests.started('/api/user/refresh')).toBe(0);
  });
});

const paintShop = { id: 4, name: 'Paint shop' };
const assembly = { id: 5, name: 'Assembly' };

/** The user's read with its parse held: `parsed` hands the user over when the test says. */
function userHeld(choices: SessionChoices | undefined) {
  let parsed: (user: CurrentUser) => void = () => undefined;
  const user = new Promise<CurrentUser>((resolve) => (parsed = resolve));
  const asked: UserAsked = { user, choices: Promise.resolve(choices) };
  return { asked, parsed };
}

const userWith = (overrides: UserOverrides) =>
  parsedUser({ languages: ['nl', 'en'], ...overrides });

describe("the session's writes at sign-in", () => {
  test('go out as soon as the answer is read, before the user is parsed, once each', async () => {
    answer('get', '/api/session/team/4', paintShop);
    const requests = recordRequests();
    const { asked, parsed } = userHeld({
      locale: 'en',
      languages: ['nl', 'en'],
      activeTeamId: 4,
    });

    const signing = signIn(undefined, undefined, asked);

    await vi.waitFor(() => {
      expect(requests.lines()).toEqual(['GET /api/session/locale/en', 'GET /api/session/team/4']);
    });
    expect(useSessionStore.getState().user).toBeNull();
    parsed(userWith({ locale: 'en', active_team: paintShop }));
    await signing;

    expect(requests.lines()).toEqual(['GET /api/session/locale/en', 'GET /api/session/team/4']);
    expect(useSessionStore.getState().user).toMatchObject({
      locale: 'en',
      active_team: paintShop,
    });
    expect(i18n.language).toBe('en');
  });

  test('the parsed user counts where the reading by hand said otherwise', async () => {
    answer('get', '/api/session/team/4', paintShop);
    answer('get', '/api/session/team/5', assembly);
    const requests = recordRequests();
    const { asked, parsed } = userHeld({ locale: 'nl', languages: ['nl'], activeTeamId: 4 });
    const localeHeard: string[] = [];

    const signing = signIn((locale) => localeHeard.push(locale), undefined, asked);
    await vi.waitFor(() => expect(requests.to('GET /api/session/team/4')).toHaveLength(1));
    parsed(userWith({ locale: 'en', active_team: assembly }));
    await signing;

    expect(requests.lines().slice(2)).toEqual([
      'GET /api/session/locale/en',
      'GET /api/session/team/5',
    ]);
    expect(localeHeard).toEqual(['nl', 'en']);
    expect(useSessionStore.getState().user).toMatchObject({ locale: 'en', active_team: assembly });
  });

  test('an answer not read by hand waits for the parsed user, as the schema reads it', async () => {
    answer('get', '/api/session/team/5', assembly);
    const requests = recordRequests();
    const { asked, parsed } = userHeld(undefined);

    const signing = signIn(undefined, undefined, asked);
    // Each write would have been asked by now: the start of a sign-in is a few microtasks.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests.lines()).toEqual([]);
    parsed(userWith({ locale: 'nl', active_team: assembly }));
    await signing;

    expect(requests.lines()).toEqual(['GET /api/session/locale/nl', 'GET /api/session/team/5']);
  });
});
