import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { TEAM_ID } from '@/mocks/db/seed-org';
import { server } from '@/mocks/server';
import { useSessionStore } from '@/stores/session-store';
import { renderApp } from '@tests/utils/render-app';
import {
  dashboardShown,
  expectedFigures,
  kpi,
  oldestOpenFirst,
  type KaizenJson,
} from './dashboard-test-utils';
import { failNext, recordRequests } from '@tests/utils/api';

const openMyKaizens = () =>
  renderApp('/my-kaizens', { as: 'employee', activeTeamId: TEAM_ID.production });

const byUserPath = () => `/api/kaizen/by-user/${useSessionStore.getState().user?.id}`;

describe('/my-kaizens, the personal dashboard', () => {
  test("asks for the signed-in user's own kaizens and shows their figures", async () => {
    const api = recordRequests();
    await openMyKaizens();
    await dashboardShown();
    const mine = await api.answer<KaizenJson[]>(byUserPath());
    const expected = expectedFigures(mine);

    expect(api.started(byUserPath())).toBe(1);
    expect(api.log.some((line) => line.includes('/by-team/'))).toBe(false);
    expect(kpi('Ingediend')).toBe(expected.total);
    expect(kpi('Concepten')).toBe(expected.drafts);
    expect(kpi('Wacht op besluit')).toBe(expected.open);
    expect(kpi('Goedgekeurd')).toBe(expected.approved);
    expect(kpi('Afgewezen')).toBe(expected.declined);
    expect(kpi('Goedgekeurd van besloten')).toBe(expected.approvalRate);
    expect(kpi('Meestal besloten binnen')).toBe(expected.medianDays);
  });

  test("the key figures of the user's own lists link to them", async () => {
    await openMyKaizens();
    await dashboardShown();
    const figures = screen.getByRole('region', { name: 'Kerncijfers' });
    const userId = useSessionStore.getState().user?.id;
    const target = (name: string) =>
      document.querySelector(
        within(figures).getByRole('link', { name }).getAttribute('href') ?? '-',
      );

    expect(within(figures).getByRole('link', { name: 'Goedgekeurd' })).toHaveAttribute(
      'href',
      `/kaizen/approved?author=${userId}`,
    );
    expect(within(figures).getByRole('link', { name: 'Afgewezen' })).toHaveAttribute(
      'href',
      `/kaizen/declined?author=${userId}`,
    );
    expect(target('Concepten')).toBe(
      screen.getByRole('region', { name: 'Concepten: verder werken' }),
    );
    expect(target('Wacht op besluit')).toBe(
      screen.getByRole('region', { name: 'Wacht op besluit, oudste eerst' }),
    );
  });

  test('puts the drafts up front, each linking to where the work continues', async () => {
    const api = recordRequests();
    await openMyKaizens();
    await dashboardShown();
    const drafts = (await api.answer<KaizenJson[]>(byUserPath())).filter(
      (k) => k.status === 'draft',
    );

    const list = screen.getByRole('region', { name: 'Concepten: verder werken' });
    const hrefs = within(list)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(drafts.length).toBeGreaterThan(0);
    expect(hrefs).toHaveLength(Math.min(10, drafts.length));
    expect(drafts.map((k) => `/my-kaizen/${k.id}`)).toEqual(expect.arrayContaining(hrefs));
  });

  test('shows each declined kaizen with the reason it was declined', async () => {
    const api = recordRequests();
    await openMyKaizens();
    await dashboardShown();
    const declined = (await api.answer<KaizenJson[]>(byUserPath())).filter(
      (k) => k.status === 'declined',
    );

    const list = screen.getByRole('region', { name: 'Afgewezen, met de reden' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(Math.min(10, declined.length));
    for (const item of items) {
      const id = within(item).getByRole('link').getAttribute('href')?.replace('/my-kaizen/', '');
      const kaizen = declined.find((k) => String(k.id) === id);
      expect(kaizen?.decline_reason).toBeTruthy();
      expect(item).toHaveTextContent(`Reden: ${kaizen?.decline_reason}`);
    }
  });

  test('lists the open kaizens longest waiting first, then the charts', async () => {
    const api = recordRequests();
    await openMyKaizens();
    await dashboardShown();
    const open = oldestOpenFirst(await api.answer<KaizenJson[]>(byUserPath()));

    const list = screen.getByRole('region', { name: 'Wacht op besluit, oudste eerst' });
    const hrefs = within(list)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(open.slice(0, 10).map((k) => `/my-kaizen/${k.id}`));
    expect(within(list).getAllByText(/^wacht \d+ dag(en)?$/)).toHaveLength(hrefs.length);
    expect(screen.getByRole('img', { name: /^Kaizens per status: Concept \d+/ })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Ingediend en goedgekeurd per maand' })).toBeTruthy();
  });

  test('someone without kaizens is invited to submit their first', async () => {
    server.use(http.get('*/api/kaizen/by-user/:id', () => HttpResponse.json([])));
    await openMyKaizens();

    expect(await screen.findByRole('heading', { name: 'Nog geen kaizens' })).toBeInTheDocument();
    expect(screen.getByText(/U heeft nog geen kaizens/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nieuwe kaizen indienen' })).toHaveAttribute(
      'href',
      '/kaizen',
    );
  });

  test('a load that failed with a 5xx shows the generic error page, whose retry loads it', async () => {
    failNext('get', '*/api/kaizen/by-user/:id', 503);
    const { user } = await openMyKaizens();

    expect(await screen.findByRole('heading', { level: 1, name: 'Helaas...' })).toBeVisible();
    expect(screen.getByText(/in onderhoud/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));

    await dashboardShown();
  });
});
