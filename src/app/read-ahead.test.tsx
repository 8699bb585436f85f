import { screen } from '@testing-library/react';
import { createElement } from 'react';
import { expect, test, vi } from 'vitest';
import { server } from '@/mocks/server';
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

test("a reloaded dashboard's data is asked for as the layout starts, before the page draws", async () => {
  server.events.on('request:start', ({ request }) =>
    events.push(`${request.method} ${new URL(request.url).pathname}`),
  );
  await renderApp('/home', { as: 'lead' });

  expect(await screen.findByRole('link', { name: /Te beoordelen/ })).toBeVisible();
  const drawn = events.indexOf('dashboard drawn');
  expect(events.indexOf('GET /api/kaizen/by-team/1')).toBeLessThan(drawn);
  expect(events.indexOf('GET /api/company/team-data')).toBeLessThan(drawn);
  // The page's queries took those answers: nothing was asked twice.
  expect(events.filter((event) => event === 'GET /api/kaizen/by-team/1')).toHaveLength(1);
  expect(events.filter((event) => event === 'GET /api/company/team-data')).toHaveLength(1);
});
