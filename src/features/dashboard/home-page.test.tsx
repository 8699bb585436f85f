import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { TeamData } from '@/api/schemas/company';
import { getDb } from '@/mocks/db/store';
import { server } from '@/mocks/server';
import { holdFrames } from '@tests/utils/paint';
import { renderApp } from '@tests/utils/render-app';
import {
  dashboardShown,
  expectedFigures,
  kpi,
  oldestOpenFirst,
  type KaizenJson,
} from './dashboard-test-utils';
import { failNext, recordRequests } from '@tests/utils/api';

const BY_TEAM = '/api/kaizen/by-team/1';
const TEAM_DATA = '/api/company/team-data';

/** The demo's team lead (src/mocks/db/seed-users.ts), author of some of team 1's open kaizens. */
const LEAD_ID = 3;
/** The demo's employee (src/mocks/db/seed-users.ts). */
const EMPLOYEE_ID = 4;

describe('/home, the team dashboard', () => {
  test('without an active team (an address with ?kaizen) it offers to choose one, no endless wait', async () => {
    const { user } = await renderApp('/home?kaizen=1', { as: 'employee' });

    const choose = await screen.findByRole('link', { name: 'Team kiezen' });
    expect(screen.getByRole('heading', { name: 'U heeft nog geen actief team' })).toBeVisible();
    expect(screen.queryByRole('status', { name: /laden/i })).toBeNull();
    await user.click(choose);
    expect(await screen.findByRole('heading', { name: 'Kies een team' })).toBeInTheDocument();
  });

  test("coming back while the team's kaizens are fresh asks for them no second time", async () => {
    const api = recordRequests();
    const { router } = await renderApp('/home', { as: 'lead' });
    await dashboardShown();

    await act(() => router.navigate('/help/faq'));
    await screen.findByRole('heading', { level: 1, name: /vragen/i });
    await act(() => router.navigate('/home'));
    await dashboardShown();

    expect(api.started(BY_TEAM)).toBe(1);
  });

  test("loads the team's kaizens and the company's team data side by side", async () => {
    const api = recordRequests();
    await renderApp('/home', { as: 'lead' });
    await dashboardShown();

    const calls = api.log.filter((line) => line.endsWith(BY_TEAM) || line.endsWith(TEAM_DATA));
    // Both calls start before either answer arrives: no waterfall.
    expect(calls.slice(0, 2)).toEqual(
      expect.arrayContaining([`start ${BY_TEAM}`, `start ${TEAM_DATA}`]),
    );
    expect(api.started(BY_TEAM)).toBe(1);
    expect(api.started(TEAM_DATA)).toBe(1);
  });

  test("greets with the company's welcome text in the user's language (GET /api/company)", async () => {
    const api = recordRequests();
    await renderApp('/home', { as: 'lead' });
    await dashboardShown();

    expect(
      await screen.findByText('Welkom bij Noordhaven! Elke kleine verbetering telt.'),
    ).toBeInTheDocument();
    expect(api.started('/api/company')).toBe(1);
  });

  test('shows the key figures of exactly what the backend holds for the team', async () => {
    const api = recordRequests();
    await renderApp('/home', { as: 'lead' });
    await dashboardShown();
    const expected = expectedFigures(await api.answer<KaizenJson[]>(BY_TEAM));

    expect(screen.getByText('Team Productie')).toBeInTheDocument();
    expect(kpi('Ingediend')).toBe(expected.total);
    // The lead's own open kaizens wait for another reviewer: not counted as hers to decide.
    const answered = await api.answer<KaizenJson[]>(BY_TEAM);
    const toReview = answered.filter((k) => k.status === 'open' && k.author.id !== LEAD_ID);
    expect(kpi('Te beoordelen')).toBe(String(toReview.length));
    expect(toReview.length).toBeLessThan(Number(expected.open));
    expect(kpi('Goedgekeurd')).toBe(expected.approved);
    expect(kpi('Afgewezen')).toBe(expected.declined);
    expect(kpi('Goedgekeurd van besloten')).toBe(expected.approvalRate);
    expect(kpi('Meestal besloten binnen')).toBe(expected.medianDays);
    const byStatus = screen.getByRole('table', { name: 'Kaizens per status' });
    expect(
      within(byStatus).getByRole('row', { name: `Wacht op besluit ${expected.open}` }),
    ).toBeVisible();
  });

  test('a key figure that counts a list links to it: the list page, or the list below', async () => {
    const { user } = await renderApp('/home', { as: 'lead' });
    await dashboardShown();
    const figures = screen.getByRole('region', { name: 'Kerncijfers' });

    expect(within(figures).getByRole('link', { name: 'Goedgekeurd' })).toHaveAttribute(
      'href',
      '/kaizen/approved?team=1',
    );
    expect(within(figures).getByRole('link', { name: 'Afgewezen' })).toHaveAttribute(
      'href',
      '/kaizen/declined?team=1',
    );
    // What the lead may decide: the review queue, the number the navigation shows beside it.
    expect(within(figures).getByRole('link', { name: 'Te beoordelen' })).toHaveAttribute(
      'href',
      '/review',
    );
    expect(within(figures).queryByRole('link', { name: 'Ingediend' })).toBeNull();

    await user.click(within(figures).getByRole('link', { name: 'Goedgekeurd' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Goedgekeurde kaizens' }),
    ).toBeInTheDocument();
  });

  test("a reviewer's waiting card lists what awaits their decision, oldest first, their own left out", async () => {
    const api = recordRequests();
    await renderApp('/home', { as: 'lead' });
    await dashboardShown();
    const all = oldestOpenFirst(await api.answer<KaizenJson[]>(BY_TEAM));
    const open = all.filter((kaizen) => kaizen.author.id !== LEAD_ID);
    expect(open.length).toBeLessThan(all.length);

    const todo = screen.getByRole('region', { name: 'Wacht op uw besluit, oudste eerst' });
    const items = within(todo).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(
      open.slice(0, 10).map((kaizen) => kaizen.title),
    );
    // Each opens the triage: the detail with its place in the review queue.
    expect(within(items[0]).getByRole('link')).toHaveAttribute(
      'href',
      `/kaizen/${open[0].id}?queue=review`,
    );
    expect(items[0]).toHaveTextContent(/wacht \d+ dag(en)?/);
  });

  test('links the latest kaizens and draws the charts with tables of their numbers', async () => {
    const api = recordRequests();
    await renderApp('/home', { as: 'lead' });
    await dashboardShown();
    const teams = await api.answer<TeamData>(TEAM_DATA);

    const latest = screen.getByRole('region', { name: 'Nieuwste kaizens' });
    const links = within(latest).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(5);
    expect(links.length).toBeLessThanOrEqual(10);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/kaizen\/\d+$/);

    expect(
      screen.getByRole('img', { name: /^Kaizens per status: Wacht op besluit \d+/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Ingediend en goedgekeurd per maand/ })).toBeVisible();
    const trend = screen.getByRole('table', { name: 'Ingediend en goedgekeurd per maand' });
    expect(within(trend).getAllByRole('row')).toHaveLength(13);
    const top = screen.getByRole('table', { name: 'Top 5 auteurs' });
    expect(within(top).getAllByRole('row').length).toBeLessThanOrEqual(6);
    const comparison = screen.getByRole('table', { name: 'Teams vergeleken' });
    expect(within(comparison).getAllByRole('row')).toHaveLength(teams.length + 1);
    expect(within(comparison).getByText('Productie (actief team)')).toBeInTheDocument();
  });

  test('draws its first screen first, then what lies under it one row a frame', async () => {
    const { paint } = holdFrames();
    await renderApp('/home', { as: 'lead' });
    await dashboardShown();
    const later = {
      impact: () => screen.queryByRole('region', { name: 'Wat de kaizens opleverden' }),
      status: () => screen.queryByRole('img', { name: /^Kaizens per status/ }),
      authors: () => screen.queryByRole('table', { name: 'Top 5 auteurs' }),
      trend: () => screen.queryByRole('img', { name: /^Ingediend en goedgekeurd per maand/ }),
      comparison: () => screen.queryByRole('table', { name: 'Teams vergeleken' }),
    };
    const drawn = () =>
      Object.entries(later)
        .filter(([, part]) => part() !== null)
        .map(([name]) => name);

    expect(screen.getByRole('region', { name: 'Nieuwste kaizens' })).toBeVisible();
    expect(drawn()).toEqual([]);
    await paint();
    await waitFor(() => expect(drawn()).toEqual(['impact']));
    await paint();
    await waitFor(() => expect(drawn()).toEqual(['impact', 'status', 'authors']));
    await paint();
    await waitFor(() => expect(drawn()).toEqual(Object.keys(later)));
  });

  test('a table of chart numbers can be shown and hidden', async () => {
    const { user } = await renderApp('/home', { as: 'lead' });
    await dashboardShown();
    const chart = screen.getByRole('region', { name: 'Kaizens per status' });
    const toggle = within(chart).getByRole('button', { name: 'Toon als tabel' });

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(chart).getByRole('table').parentElement).not.toHaveClass('visually-hidden');
    await user.click(within(chart).getByRole('button', { name: 'Verberg tabel' }));
    expect(within(chart).getByRole('table').parentElement).toHaveClass('visually-hidden');
  });

  test('leaves the team comparison out, without a word, when the company figures are refused', async () => {
    server.use(
      http.get('*/api/company/team-data', () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
    );
    await renderApp('/home', { as: 'lead' });
    await dashboardShown();

    expect(screen.queryByRole('region', { name: 'Teams vergeleken' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a team without kaizens gets a friendly message and a way to submit the first', async () => {
    server.use(http.get('*/api/kaizen/by-team/:id', () => HttpResponse.json([])));
    await renderApp('/home', { as: 'lead' });

    expect(await screen.findByRole('heading', { name: 'Nog geen kaizens' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nieuwe kaizen indienen' })).toHaveAttribute(
      'href',
      '/kaizen',
    );
    expect(screen.queryByRole('region', { name: 'Kerncijfers' })).not.toBeInTheDocument();
  });

  test("a 5xx on the dashboard's data shows the generic error page, whose retry loads it", async () => {
    const api = recordRequests();
    failNext('get', '*/api/kaizen/by-team/:id', 500);
    const { user } = await renderApp('/home', { as: 'lead' });

    // Spec §2/§8: the route's generic error page, not an alert inside the dashboard.
    const page = await screen.findByRole('heading', { level: 1, name: 'Helaas...' });
    // The first failure was retried once, quietly.
    expect(api.started(BY_TEAM)).toBe(2);
    expect(screen.getByText('Foutcode 500')).toBeVisible();
    expect(
      screen.getByText(/Er ging iets mis op de server. Probeer het later opnieuw/),
    ).toBeVisible();
    await user.click(
      within(page.closest('section') as HTMLElement).getByRole('button', {
        name: 'Opnieuw proberen',
      }),
    );

    await dashboardShown();
    expect(api.started(BY_TEAM)).toBe(3);
    expect(screen.queryByRole('heading', { name: 'Helaas...' })).not.toBeInTheDocument();
  });
});

describe('/home of who does not decide: her own kaizens first', () => {
  const asEmployee = { as: 'employee', activeTeamId: 1 } as const;
  const BY_EMPLOYEE = `/api/kaizen/by-user/${EMPLOYEE_ID}`;
  const own = () => getDb().kaizens.filter((k) => k.author_id === EMPLOYEE_ID);

  test('her drafts, what waits with its days, and the decisions with their reason', async () => {
    const kaizen = own().find((k) => k.status === 'open');
    if (!kaizen) throw new Error('The employee has no open kaizen.');
    Object.assign(kaizen, {
      status: 'declined',
      decline_reason: 'Past niet in het budget van dit jaar.',
      decided_at: new Date().toISOString(),
    });
    const api = recordRequests();
    await renderApp('/home', asEmployee);

    const decisions = await screen.findByRole('region', { name: 'Besluiten sinds u laatst keek' });
    const decision = within(decisions).getByRole('link', { name: new RegExp(kaizen.title) });
    expect(decision).toHaveAttribute('href', `/my-kaizen/${kaizen.id}`);
    expect(decision).toHaveTextContent('Afgewezen');
    expect(decision).toHaveTextContent('Reden: Past niet in het budget van dit jaar.');
    // The lead's answer reads as text, not as a failure.
    expect(decisions.querySelector('.text-danger, .alert-danger, .text-bg-danger')).toBeNull();

    const drafts = await screen.findByRole('region', { name: 'Concepten om af te maken' });
    const draftTitles = own()
      .filter((k) => k.status === 'draft')
      .map((k) => k.title);
    expect(
      within(drafts)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(draftTitles);

    const waiting = screen.getByRole('region', { name: 'Wacht op een besluit' });
    const open = oldestOpenFirst(await api.answer<KaizenJson[]>(BY_EMPLOYEE));
    const items = within(waiting).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(
      open.map((k) => k.title),
    );
    const days = Math.floor((Date.now() - Date.parse(open[0].submitted_at ?? '')) / 86_400_000);
    expect(items[0]).toHaveTextContent(`wacht sinds ${days} ${days === 1 ? 'dag' : 'dagen'}`);
    // The team's figures are not on the page, nor asked for, until she asks.
    expect(screen.queryByRole('region', { name: 'Kerncijfers' })).toBeNull();
    expect(api.started(BY_TEAM)).toBe(0);
  });

  test("the team's figures open with one tap, in plain words", async () => {
    const api = recordRequests();
    const { user } = await renderApp('/home', asEmployee);
    const toggle = await screen.findByText('Hoe gaat het in uw team?');

    await user.click(toggle);

    const usually = await screen.findByText(/^Meestal hoort u binnen|^Een besluit duurt/);
    expect(usually).toBeVisible();
    expect(screen.getByText(/^Van elke tien besloten kaizens/)).toBeVisible();
    expect(screen.getByText(/^Uw team heeft \d+ kaizens ingediend/)).toBeVisible();
    expect(document.body).not.toHaveTextContent(/mediane|%/i);
    expect(api.started(BY_TEAM)).toBe(1);
  });

  test('a lead keeps the team first, with no list of her own at the top', async () => {
    await renderApp('/home', { as: 'lead' });
    await dashboardShown();

    expect(screen.getByRole('region', { name: 'Kerncijfers' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Concepten om af te maken' })).toBeNull();
    expect(screen.queryByText('Hoe gaat het in uw team?')).toBeNull();
  });
});
