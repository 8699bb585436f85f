import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { getDb } from '@/mocks/db/store';
import type { KaizenRow } from '@/mocks/db/types';
import { recordRequests } from '@tests/utils/api';
import { parseCsv } from '@tests/utils/csv';
import { catchDownloads } from '@tests/utils/downloads';
import { currentPath, renderApp } from '@tests/utils/render-app';
import { dashboardShown } from '../dashboard-test-utils';

const downloads = catchDownloads();

const PRODUCTIE = 1;
const LOGISTIEK = 2;
const now = new Date();
const thisMonth = new Date(now.getFullYear(), now.getMonth(), 1, 0, 30).toISOString();
// January: the month a check of the month alone, not the year, would count it in.
const lastYear = new Date(now.getFullYear() - 1, 0, 15, 12).toISOString();
const monthName = new Intl.DateTimeFormat('nl', { month: 'long', year: 'numeric' }).format(now);
const yearName = `${now.getFullYear()} tot nu toe`;

/** A kaizen of the demo db with the given fields; no effect unless given. */
function addKaizen(fields: Partial<KaizenRow>): KaizenRow {
  const db = getDb();
  const kaizen: KaizenRow = {
    ...db.kaizens[0],
    id: Math.max(...db.kaizens.map((k) => k.id)) + 1,
    effect_money: null,
    effect_time: null,
    effect_quality: null,
    effect_safety: null,
    ...fields,
  };
  db.kaizens.push(kaizen);
  return kaizen;
}

/**
 * Beside the seeded ones, kaizens whose large amounts any mistake would show: declined, waiting,
 * approved last year and in another team, next to an approved one of this month in Productie.
 */
function addOutliers() {
  const approved = { status: 'approved' as const, decided_at: thisMonth };
  return {
    counted: addKaizen({
      ...approved,
      team_id: PRODUCTIE,
      title: 'Lade met vaste indeling',
      effect_money: 1234,
      effect_time: 2.5,
      effect_quality: 'Minder fouten',
    }),
    declined: addKaizen({
      team_id: PRODUCTIE,
      status: 'declined',
      decided_at: thisMonth,
      title: 'Afgewezen met geld',
      effect_money: 77_000,
    }),
    open: addKaizen({
      team_id: PRODUCTIE,
      status: 'open',
      decided_at: null,
      title: 'Wacht met geld',
      effect_money: 88_000,
    }),
    lastYear: addKaizen({
      ...approved,
      decided_at: lastYear,
      team_id: PRODUCTIE,
      title: 'Vorig jaar met geld',
      effect_money: 99_000,
    }),
    elsewhere: addKaizen({
      ...approved,
      team_id: LOGISTIEK,
      title: 'Logistiek met geld',
      effect_money: 4321,
      effect_safety: 'Minder tillen',
    }),
  };
}

interface Figures {
  money: number;
  time: number;
  care: number;
}

/** The figures worked out plainly from the demo db: approved kaizens of these teams. */
function expected(teams: readonly number[]) {
  const rows = getDb().kaizens.filter(
    (k) => k.status === 'approved' && teams.includes(k.team_id) && k.decided_at !== null,
  );
  const decided = (k: KaizenRow) => new Date(k.decided_at ?? '');
  const year = rows.filter((k) => decided(k).getFullYear() === now.getFullYear());
  const month = year.filter((k) => decided(k).getMonth() === now.getMonth());
  const figures = (list: KaizenRow[]): Figures => ({
    money: list.reduce((sum, k) => sum + (k.effect_money ?? 0), 0),
    time: list.reduce((sum, k) => sum + (k.effect_time ?? 0), 0),
    care: list.filter((k) => Boolean(k.effect_quality?.trim() || k.effect_safety?.trim())).length,
  });
  const latestFirst = (list: KaizenRow[]) =>
    [...list].sort((a, b) => decided(b).getTime() - decided(a).getTime() || b.id - a.id);
  return {
    month: figures(month),
    year: figures(year),
    yearMoney: latestFirst(year.filter((k) => (k.effect_money ?? 0) > 0)),
  };
}

const euros = new Intl.NumberFormat('nl', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const decimal = new Intl.NumberFormat('nl', { maximumFractionDigits: 1 });

/** The figures as the dashboard writes them in Dutch. */
const written = ({ money, time, care }: Figures) => [
  euros.format(money),
  `${decimal.format(time)} uur`,
  `${care} ${care === 1 ? 'kaizen' : 'kaizens'}`,
];

const impactCard = () => screen.getByRole('region', { name: 'Wat de kaizens opleverden' });

/** The three figures shown for a period ('Deze maand' or 'Dit jaar'). */
function shownFigures(period: string): (string | null | undefined)[] {
  const group = within(impactCard()).getByRole('region', { name: new RegExp(`^${period}`) });
  return [...group.querySelectorAll('dd')].map((dd) => dd.textContent);
}

describe('what the kaizens brought, on the team dashboard', () => {
  test("adds up the team's approved kaizens of this month and this year, nothing else", async () => {
    addOutliers();
    await renderApp('/home', { as: 'lead' });
    await dashboardShown();

    const team = expected([PRODUCTIE]);
    expect(team.month.money).toBeGreaterThanOrEqual(1234);
    expect(shownFigures('Deze maand')).toEqual(written(team.month));
    expect(shownFigures('Dit jaar')).toEqual(written(team.year));
    expect(team.year.money).toBeLessThan(77_000);
  });

  test('a figure lists the kaizens behind it, latest approved first, each leading to its page', async () => {
    const { counted, declined, lastYear, elsewhere } = addOutliers();
    // Enough for more than two steps of twenty, whatever month it is.
    for (let index = 1; index <= 45; index += 1) {
      addKaizen({
        status: 'approved',
        team_id: PRODUCTIE,
        decided_at: new Date(Date.parse(thisMonth) + index * 60_000).toISOString(),
        title: `Besparing ${index}`,
        effect_money: index,
      });
    }
    const { user, router } = await renderApp('/home', { as: 'lead' });
    await dashboardShown();
    const behind = expected([PRODUCTIE]).yearMoney;
    expect(behind.length).toBeGreaterThan(40);

    await user.click(
      within(impactCard()).getByRole('link', { name: `Geld bespaard, ${yearName}` }),
    );

    expect(currentPath(router)).toBe(`/home?effect=money&period=${now.getFullYear()}`);
    const heading = await screen.findByRole('heading', {
      name: `Geld bespaard, ${yearName}: ${behind.length} kaizens`,
    });
    expect(heading).toHaveFocus();
    const section = heading.closest('section') as HTMLElement;
    // Plain selectors: role queries over a long list cost seconds in jsdom.
    const kaizenLinks = () =>
      [...section.querySelectorAll('li a')].map((link) => link.getAttribute('href'));
    const more = () => section.querySelector<HTMLButtonElement>('button.btn-link');
    expect(kaizenLinks()).toEqual(behind.slice(0, 20).map((k) => `/kaizen/${k.id}`));

    expect(more()?.textContent).toBe('Toon nog 20');
    await user.click(more() as HTMLElement);
    expect(kaizenLinks()).toEqual(behind.slice(0, 40).map((k) => `/kaizen/${k.id}`));
    while (more()) await user.click(more() as HTMLElement);
    expect(kaizenLinks()).toEqual(behind.map((k) => `/kaizen/${k.id}`));
    expect(kaizenLinks()).toContain(`/kaizen/${counted.id}`);
    for (const left of [declined, lastYear, elsewhere]) {
      expect(kaizenLinks()).not.toContain(`/kaizen/${left.id}`);
    }
    // Once all are shown the button goes: the first of the last ones shown takes the focus.
    expect(document.activeElement?.tagName).toBe('A');
    expect(kaizenLinks().indexOf(document.activeElement?.getAttribute('href') ?? '')).toBe(
      Math.floor((behind.length - 1) / 20) * 20,
    );

    const first = section.querySelector(`a[href="/kaizen/${behind[0].id}"]`);
    await user.click(first as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: behind[0].title })).toBeVisible();
  });

  test("a month's figure in the table lists that month's kaizens", async () => {
    const { counted } = addOutliers();
    const { user } = await renderApp('/home', { as: 'lead' });
    await dashboardShown();
    const table = within(impactCard()).getByRole('table');
    const row = within(table).getByRole('row', { name: new RegExp(monthName) });

    const [, time] = row.querySelectorAll('td');
    await user.click(within(time).getByRole('link'));

    const heading = await screen.findByRole('heading', { name: /^Tijd bespaard, / });
    expect(heading.textContent).toContain(monthName);
    const section = within(heading.closest('section') as HTMLElement);
    expect(section.getByRole('link', { name: counted.title })).toHaveAttribute(
      'href',
      `/kaizen/${counted.id}`,
    );
    expect(section.getByText('2,5 uur')).toBeVisible();
  });

  test("the company's figures count every team, read from the approved table by decision date", async () => {
    const { elsewhere } = addOutliers();
    const api = recordRequests();
    const approvedTable = () =>
      api.all.filter((request) => new URL(request.url).pathname === '/api/kaizen/table/approved');
    const { user, router } = await renderApp('/home', { as: 'lead' });
    await dashboardShown();
    expect(approvedTable()).toHaveLength(0);

    await user.click(within(impactCard()).getByRole('link', { name: 'Hele bedrijf' }));

    expect(currentPath(router)).toBe('/home?scope=company');
    const company = expected(
      getDb()
        .teams.filter((t) => t.company_id === 1)
        .map((t) => t.id),
    );
    await waitFor(() => expect(shownFigures('Deze maand')).toEqual(written(company.month)));
    expect(shownFigures('Dit jaar')).toEqual(written(company.year));
    const bodies = (await Promise.all(
      approvedTable().map((request) => request.clone().json()),
    )) as Record<string, unknown>[];
    expect(bodies[0]).toMatchObject({
      start: 0,
      size: 500,
      sortField: 'decided_at',
      sortFieldDir: 'desc',
    });
    expect(within(impactCard()).getByRole('link', { name: 'Hele bedrijf' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.click(
      within(impactCard()).getByRole('link', { name: `Geld bespaard, ${monthName}` }),
    );
    expect(await screen.findByRole('link', { name: elsewhere.title })).toHaveAttribute(
      'href',
      `/kaizen/${elsewhere.id}`,
    );
  });

  test('exports the figures per month, and the kaizens behind a figure, safe to open in a spreadsheet', async () => {
    addOutliers();
    const formula = addKaizen({
      status: 'approved',
      decided_at: thisMonth,
      team_id: PRODUCTIE,
      title: '=HYPERLINK("http://example.com","klik")',
      effect_money: 10,
    });
    const { user } = await renderApp('/home', { as: 'lead' });
    await dashboardShown();
    const team = expected([PRODUCTIE]);

    await user.click(screen.getByRole('button', { name: 'Cijfers per maand exporteren (CSV)' }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    const [header, ...rows] = parseCsv(await downloads[0].text(), ';');
    expect(header).toEqual([
      'Maand',
      'Geld bespaard (euro)',
      'Tijd bespaard (uur)',
      'Kaizens beter voor kwaliteit of veiligheid',
    ]);
    const months = Array.from(
      { length: now.getMonth() + 1 },
      (_, m) => `${now.getFullYear()}-${String(m + 1).padStart(2, '0')}`,
    );
    expect(rows.map((row) => row[0])).toEqual([...months, 'Dit jaar']);
    const number = (value: number) => String(Math.round(value * 100) / 100).replace('.', ',');
    expect(rows.at(-2)?.slice(1)).toEqual(
      [team.month.money, team.month.time, team.month.care].map(number),
    );
    expect(rows.at(-1)?.slice(1)).toEqual(
      [team.year.money, team.year.time, team.year.care].map(number),
    );

    await user.click(
      within(impactCard()).getByRole('link', { name: `Geld bespaard, ${monthName}` }),
    );
    await user.click(await screen.findByRole('button', { name: 'Deze kaizens exporteren (CSV)' }));

    await waitFor(() => expect(downloads).toHaveLength(2));
    const [kaizenHeader, ...kaizens] = parseCsv(await downloads[1].text(), ';');
    expect(kaizenHeader.slice(0, 6)).toEqual([
      'Nummer',
      'Titel',
      'Team',
      'Auteur',
      'Goedgekeurd op',
      'Geld bespaard (euro)',
    ]);
    const monthMoney = expected([PRODUCTIE]).yearMoney.filter(
      (k) => new Date(k.decided_at ?? '').getMonth() === now.getMonth(),
    );
    expect(kaizens.map((row) => Number(row[0]))).toEqual(monthMoney.map((k) => k.id));
    const row = kaizens.find((cells) => Number(cells[0]) === formula.id);
    expect(row?.[1]).toBe(`'${formula.title}`);
    expect(row?.[5]).toBe('10');
  });

  test('writes amounts and months in English for an English reader', async () => {
    addOutliers();
    const lead = getDb().users.find((u) => u.email === 'lead@kaizen.demo');
    if (lead) lead.locale = 'en';
    await renderApp('/home', { as: 'lead', locale: 'en' });
    await screen.findByText('Submitted', { selector: 'dt' });
    const team = expected([PRODUCTIE]);
    const card = screen.getByRole('region', { name: 'What the kaizens brought' });
    const month = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(now);

    const group = within(card).getByRole('region', { name: `This month ${month}` });
    const money = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    }).format(team.month.money);
    expect(group.querySelector('dd')?.textContent).toBe(money);
    expect(money).toMatch(/^€\d{1,3}(,\d{3})*$/);
  });
});
