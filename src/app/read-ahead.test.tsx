import { screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { expect, test, vi } from 'vitest';
import { server } from '@/mocks/server';
import { holdAnswers } from '@tests/utils/held-answer';
import { renderApp } from '@tests/utils/render-app';
import type * as HomePageModule from '@/features/dashboard/home-page';

// What happened, in order: the requests started and the dashboard's first render.
const events = vi.hoisted(() => [] as string[]);
vi.mock('@/features/dashboard/home-page', async (original) => {
  const { HomePage } = await original<typeof HomePageModule>();
  return {
    HomePage: () => {
      if (!events.includes('dashboard drawn')) events.push('dashboard drawn');
      return createElement(HomePage);
    },
  };
});

test("a reloaded dashboard's data is asked for once the user is read, beside its language file", async () => {
  server.events.on('request:start', ({ request }) =>
    events.push(`${request.method} ${new URL(request.url).pathname}`),
  );
  // The page's language file is held: the data no longer waits for it (nor for the layout).
  const answerFile = holdAnswers('*/api/language/home.home');
  await renderApp('/home', { as: 'lead' });

  await expect.poll(() => events).toContain('GET /api/kaizen/by-team/1');
  expect(events).toContain('GET /api/company/team-data');
  // Asked for during the session's writes, they go after them and read what those left.
  const teamWritten = events.indexOf('GET /api/session/team/1');
  expect(teamWritten).toBeGreaterThan(-1);
  expect(events.indexOf('GET /api/kaizen/by-team/1')).toBeGreaterThan(teamWritten);
  expect(events.indexOf('GET /api/company/team-data')).toBeGreaterThan(teamWritten);
  answerFile();

  const main = within(await screen.findByRole('main'));
  expect(await main.findByRole('link', { name: /Te beoordelen/ })).toBeVisible();
  const drawn = events.indexOf('dashboard drawn');
  expect(events.indexOf('GET /api/kaizen/by-team/1')).toBeLessThan(drawn);
  // The page's queries took those answers: nothing was asked twice.
  expect(events.filter((event) => event === 'GET /api/kaizen/by-team/1')).toHaveLength(1);
  expect(events.filter((event) => event === 'GET /api/company/team-data')).toHaveLength(1);
});
