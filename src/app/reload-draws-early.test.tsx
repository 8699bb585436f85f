import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, onTestFinished, test, vi } from 'vitest';
import * as i18nModule from '@/i18n/i18n';
import { server } from '@/mocks/server';
import { holdAnswers } from '@tests/utils/held-answer';
import { renderApp } from '@tests/utils/render-app';
import { entryLoader } from './route-loads';

// What happened, in order: requests started, the team write answered, the dashboard drawn.
const events: string[] = [];
const drawn = new MutationObserver(() => {
  if (!events.includes('dashboard drawn') && document.querySelector('main h1'))
    events.push('dashboard drawn');
});

// The start-up's session writes (spec §7: locale, then team) take two round trips after the
// user's, which a phone's network makes long.
async function reloadHome() {
  events.length = 0;
  drawn.observe(document.body, { childList: true, subtree: true });
  onTestFinished(() => drawn.disconnect());
  const started = ({ request }: { request: Request }) => {
    events.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', started);
  onTestFinished(() => server.events.removeListener('request:start', started));
  const answerTeamWrite = holdAnswers('*/api/session/team/:id');
  await renderApp('/home', { as: 'lead' });
  await expect.poll(() => events).toContain('GET /api/session/team/1');
  return () => {
    events.push('team written');
    answerTeamWrite();
  };
}

test("a reload in a remembered language draws the user's page while the session's writes are unanswered, and reads after them", async () => {
  vi.spyOn(i18nModule, 'localeRememberedAtStart').mockReturnValue(true);
  const answerTeamWrite = await reloadHome();

  const main = within(await screen.findByRole('main'));
  expect(await main.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(screen.getByRole('navigation', { name: 'Hoofdnavigatie' })).toBeVisible();
  // The reads the page asked for wait for the write: they must read the session it leaves.
  expect(events).not.toContain('GET /api/kaizen/by-team/1');
  // Drawn in one task: the answers still to come would each start a transition over.
  expect(entryLoader.firstDrawnAtOnce?.()).toBe(true);

  answerTeamWrite();
  expect(await main.findByRole('link', { name: /Te beoordelen/ })).toBeVisible();
  await expect.poll(() => entryLoader.firstDrawnAtOnce?.()).toBe(false);
  expect(events.indexOf('GET /api/kaizen/by-team/1')).toBeGreaterThan(
    events.indexOf('team written'),
  );
});

test('a first visit, whose language is a guess, draws the page once the session is written', async () => {
  vi.spyOn(i18nModule, 'localeRememberedAtStart').mockReturnValue(false);
  const answerTeamWrite = await reloadHome();

  answerTeamWrite();
  const main = within(await screen.findByRole('main'));
  expect(await main.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The user's language may differ from the guess: nothing of theirs is drawn in the wrong one.
  expect(events.indexOf('dashboard drawn')).toBeGreaterThan(events.indexOf('team written'));
  // In a transition: its reads, answered meanwhile, come with it.
  expect(entryLoader.firstDrawnAtOnce?.()).toBe(false);
});

test('a reload drawn early whose session write finds the session over goes to the login page', async () => {
  vi.spyOn(i18nModule, 'localeRememberedAtStart').mockReturnValue(true);
  server.use(
    http.get('*/api/session/locale/:locale', () => new HttpResponse(null, { status: 401 })),
  );
  const { router } = await renderApp('/home', { as: 'lead' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  expect(router.state.location.pathname).toBe('/login');
});

test('a reload drawn early whose session write finds the session over once drawn goes to the login page', async () => {
  vi.spyOn(i18nModule, 'localeRememberedAtStart').mockReturnValue(true);
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  onTestFinished(answer);
  server.use(
    http.get('*/api/session/locale/:locale', async () => {
      await held;
      return new HttpResponse(null, { status: 401 });
    }),
  );
  const { router } = await renderApp('/home', { as: 'lead' });
  const main = within(await screen.findByRole('main'));
  expect(await main.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  answer();

  expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  expect(router.state.location).toMatchObject({
    pathname: '/login',
    search: '?redir_url=%2Fhome',
  });
});
