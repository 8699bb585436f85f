import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import * as i18nModule from '@/i18n/i18n';
import * as idlePrefetch from '@/lib/idle-prefetch';
import { chooseBoardScreen } from '@/lib/board-screen';
import { recordRequests, type RequestRecorder } from '@tests/utils/api';
import { holdAnswers } from '@tests/utils/held-answer';
import { driveIdleCallbacks, setConnection } from '@tests/utils/idle';
import { renderApp } from '@tests/utils/render-app';
import { TEAM_ID } from '@/mocks/db/seed-org';
import { prefetchNextPagesWhenIdle } from './prefetch-next-pages';

const LANGUAGE = '/api/language/';
const languageFiles = (requests: RequestRecorder) =>
  requests
    .lines()
    .filter((line) => line.includes(LANGUAGE))
    .map((line) => line.split(LANGUAGE)[1].split('?')[0]);

function startPrefetching() {
  onTestFinished(prefetchNextPagesWhenIdle());
}

async function signInAsLead(user: UserEvent) {
  await user.type(screen.getByLabelText('E-mailadres of gebruikersnaam'), 'lead@kaizen.demo');
  await user.type(screen.getByLabelText('Wachtwoord'), 'kaizen');
  await user.click(screen.getByRole('button', { name: 'Inloggen' }));
}

describe('the pages most likely opened next are fetched while the browser is idle', () => {
  test("on the sign-in page: the dashboard's language file, nothing before the browser is idle", async () => {
    const idle = driveIdleCallbacks();
    // A second visit: the locale was remembered.
    vi.spyOn(i18nModule, 'localeRememberedAtStart').mockReturnValue(true);
    await renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    const requests = recordRequests();
    startPrefetching();
    expect(languageFiles(requests)).toEqual([]);

    await expect
      .poll(() => {
        idle.runNext();
        return languageFiles(requests);
      })
      .toEqual(['home.home']);
  });

  test("signing in: the dashboard's language file once, after the session's writes, not before them", async () => {
    const { user } = await renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    startPrefetching();
    const requests = recordRequests();

    await signInAsLead(user);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    const lines = requests.lines();
    const at = (part: string) => lines.findIndex((line) => line.includes(part));
    expect(lines.filter((line) => line.includes(`${LANGUAGE}home.home`))).toHaveLength(1);
    expect(at(`${LANGUAGE}home.home`)).toBeGreaterThan(at('/api/session/team/'));
  });

  test("signing in: the dashboard's data beside its language file, after the session's writes", async () => {
    const answerFile = holdAnswers('*/api/language/home.home');
    const { user } = await renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    startPrefetching();
    const requests = recordRequests();

    await signInAsLead(user);

    // The lead's team's whole list, asked while the file is still held. The sign-in's own chain
    // (POST /login, the user, the session's writes) comes first.
    const byTeam = '/api/kaizen/by-team/1';
    await expect.poll(() => requests.onPath('GET', byTeam), { timeout: 5000 }).toHaveLength(1);
    const lines = requests.lines();
    const at = (part: string) => lines.findIndex((line) => line.includes(part));
    expect(at(byTeam)).toBeGreaterThan(at('/api/session/team/'));
    expect(at(`${LANGUAGE}home.home`)).toBeGreaterThan(at('/api/session/team/'));
    answerFile();
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    // The dashboard took that answer.
    expect(requests.onPath('GET', byTeam)).toHaveLength(1);
  });

  test('on a board screen: nothing, as it opens no other page', async () => {
    chooseBoardScreen(true);
    await renderApp('/board?team=1', { as: 'lead' });
    await screen.findByRole('heading', { level: 1, name: 'Productie' });
    const planned = vi.spyOn(idlePrefetch, 'prefetchWhenIdle');
    startPrefetching();

    await waitFor(() => expect(planned).toHaveBeenCalled());
    expect(planned.mock.calls.at(-1)?.[0]).toEqual([]);
  });

  test("signed in: the menu's working pages, their language files but not their data, nor help", async () => {
    const idle = driveIdleCallbacks();
    await renderApp('/help/faq', { as: 'lead' });
    await screen.findByRole('heading', { level: 1 });
    // The top bar's notifications ask for the user's own kaizens once the page is painted:
    // that is not fetching ahead (3: the lead's id).
    await waitFor(() => expect(localStorage.getItem('qek_notices_3')).not.toBeNull());
    const requests = recordRequests();
    startPrefetching();

    await expect
      .poll(() => {
        idle.runNext();
        return languageFiles(requests);
      })
      .toEqual(expect.arrayContaining(['home.home', 'kaizen.index', 'team.index']));
    expect(requests.lines().filter((line) => line.includes('/api/kaizen'))).toEqual([]);
    // Run out the idle tasks: the help pages (and the sanitiser they carry) are not among them.
    for (let task = 0; task < 20; task += 1) idle.runNext();
    await waitFor(() => expect(languageFiles(requests)).toContain('team.index'));
    expect(languageFiles(requests).filter((file) => file.startsWith('help.'))).toEqual([]);
  });

  test('signed in: nothing of a page the user may not open, as the worker keeps none of its code', async () => {
    const idle = driveIdleCallbacks();
    await renderApp('/help/faq', { as: 'employee', activeTeamId: TEAM_ID.production });
    await screen.findByRole('heading', { level: 1 });
    const requests = recordRequests();
    startPrefetching();

    await expect
      .poll(() => {
        idle.runNext();
        return languageFiles(requests);
      })
      .toEqual(expect.arrayContaining(['home.home', 'kaizen.index', 'kaizen.new']));
    for (let task = 0; task < 20; task += 1) idle.runNext();
    await expect.poll(() => idle.waiting()).toBe(0);
    expect(languageFiles(requests).filter((file) => /^(team|user|company)\./.test(file))).toEqual(
      [],
    );
  });

  test("on a first visit the dashboard's language file waits for the user's own locale", async () => {
    const idle = driveIdleCallbacks();
    vi.spyOn(i18nModule, 'localeRememberedAtStart').mockReturnValue(false);
    await renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    const requests = recordRequests();
    startPrefetching();

    await expect.poll(() => (idle.runNext(), idle.waiting())).toBe(0);
    expect(languageFiles(requests)).toEqual([]);
  });

  test('with data saving on, nothing is fetched ahead', async () => {
    const idle = driveIdleCallbacks();
    setConnection({ saveData: true });
    await renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    const requests = recordRequests();
    startPrefetching();

    // Whatever was planned had its chance to run.
    await expect.poll(() => (idle.runNext(), idle.waiting())).toBe(0);
    expect(languageFiles(requests)).toEqual([]);
  });
});
