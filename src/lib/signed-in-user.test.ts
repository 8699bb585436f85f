import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { SessionChoices, UserAsked } from '@/api/current-user';
import { currentUserSchema, type CurrentUser } from '@/api/schemas/user';
import { i18n } from '@/i18n/i18n';
import { resetLanguageFiles } from '@/i18n/language-files';
import { useSessionStore } from '@/stores/session-store';
import { buildCurrentUser } from '@tests/factories';
import { answer, recordRequests } from '@tests/utils/api';
import { resetSession } from './session';
import { signIn } from './signed-in-user';

beforeEach(async () => {
  resetSession();
  await i18n.changeLanguage('nl');
});
afterEach(() => {
  resetSession();
  resetLanguageFiles();
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

const userWith = (overrides: Parameters<typeof buildCurrentUser>[0]) =>
  currentUserSchema.parse(buildCurrentUser({ languages: ['nl', 'en'], ...overrides }));

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
