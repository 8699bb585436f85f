import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { getDb } from '@/mocks/db/store';
import { server } from '@/mocks/server';
import { failNext } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';
import { EMPLOYEE_ID, resetAdminStorage, seededKaizen } from './kaizen-form-test-utils';

const DAY_MS = 24 * 60 * 60 * 1000;
const asEmployee = { as: 'employee', activeTeamId: 1 } as const;

beforeEach(resetAdminStorage);

describe('the kaizen detail', () => {
  test('shows the kaizen: title, status, team, author, dates, texts and effects', async () => {
    const kaizen = seededKaizen((k) => k.status === 'approved' && k.effect_money !== null);
    Object.assign(kaizen, { effect_money: 1250, effect_time: 4, result: 'Minder zoeken.' });

    await renderApp(`/kaizen/${kaizen.id}`, { as: 'lead' });

    const article = await screen.findByRole('article', { name: kaizen.title });
    const facts = within(article);
    expect(facts.getByText('Goedgekeurd')).toBeVisible();
    expect(facts.getByText('Besloten')).toBeVisible();
    expect(facts.getByRole('heading', { name: 'Huidige situatie' })).toBeVisible();
    expect(facts.getByText(kaizen.problem)).toBeVisible();
    expect(facts.getByText(kaizen.improvement)).toBeVisible();
    expect(facts.getByText('Minder zoeken.')).toBeVisible();
    expect(facts.getByText('€ 1.250,00 per jaar')).toBeVisible();
    expect(facts.getByText('4 uur per maand')).toBeVisible();
    expect(facts.getByRole('link', { name: 'Actief team wisselen' })).toHaveAttribute(
      'href',
      `/team-select?kaizen=${kaizen.id}`,
    );
    expect(facts.queryByRole('button', { name: 'Goedkeuren' })).not.toBeInTheDocument();
  });

  test('puts the idea first: title, status, one meta line, the photos, then the texts', async () => {
    const kaizen = seededKaizen((k) => k.status === 'approved' && k.before_image_src !== null);
    Object.assign(kaizen, {
      created_at: '2025-03-03T08:00:00Z',
      submitted_at: '2025-03-03T09:00:00Z',
      decided_at: '2025-03-10T09:00:00Z',
    });

    await renderApp(`/kaizen/${kaizen.id}`, { as: 'lead' });

    const article = await screen.findByRole('article', { name: kaizen.title });
    const title = within(article).getByRole('heading', { level: 1, name: kaizen.title });
    const status = within(article).getByText('Goedgekeurd');
    const db = getDb();
    const team = db.teams.find((row) => row.id === kaizen.team_id)?.name;
    const author = db.users.find((row) => row.id === kaizen.author_id)?.name;
    const meta = within(article).getByText(
      (_, node) => node?.tagName === 'P' && Boolean(node.textContent?.includes('ingediend op')),
    );
    expect(meta).toHaveTextContent(`${team} · ${author} · ingediend op 3 maart 2025`);
    const photo = within(article).getByRole('img', { name: `Foto vooraf: ${kaizen.title}` });
    const texts = within(article).getByRole('heading', { name: 'Huidige situatie' });
    const inOrder = [title, status, meta, photo, texts];
    inOrder.slice(1).forEach((node, index) => {
      expect(inOrder[index].compareDocumentPosition(node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    });
    // Made and sent in on one day: the day is written once in the bookkeeping.
    const bookkeeping = within(within(article).getByRole('region', { name: 'Gegevens' }));
    expect(bookkeeping.queryByText('Aangemaakt')).not.toBeInTheDocument();
    expect(bookkeeping.getByText('Ingediend')).toBeVisible();
    expect(bookkeeping.getAllByText('3 maart 2025')).toHaveLength(1);
    expect(bookkeeping.getByText('10 maart 2025')).toBeVisible();
  });

  test('a kaizen made one day and sent in later shows both days in its bookkeeping', async () => {
    const kaizen = seededKaizen((k) => k.status === 'approved');
    Object.assign(kaizen, {
      created_at: '2025-03-01T08:00:00Z',
      submitted_at: '2025-03-03T09:00:00Z',
    });

    await renderApp(`/kaizen/${kaizen.id}`, { as: 'lead' });

    const bookkeeping = within(await screen.findByRole('region', { name: 'Gegevens' }));
    expect(bookkeeping.getByText('Aangemaakt')).toBeVisible();
    expect(bookkeeping.getByText('1 maart 2025')).toBeVisible();
  });

  test("the author's page carries the 'my kaizens' crumb", async () => {
    const own = seededKaizen((k) => k.author_id === EMPLOYEE_ID && k.status === 'open');

    await renderApp(`/my-kaizen/${own.id}`, asEmployee);

    await screen.findByRole('heading', { name: own.title, level: 1 });
    const trail = screen.getByRole('navigation', { name: 'Kruimelpad' });
    expect(within(trail).getByRole('link', { name: 'Mijn kaizens' })).toBeVisible();
  });

  test('an open kaizen tells its author how long it has waited', async () => {
    const own = seededKaizen((k) => k.author_id === EMPLOYEE_ID && k.status === 'open');
    own.submitted_at = new Date(Date.now() - 5 * DAY_MS).toISOString();

    await renderApp(`/kaizen/${own.id}`, asEmployee);

    const note = await screen.findByText('Wacht al 5 dagen op een besluit.');
    expect(note).not.toHaveClass('alert-warning');
  });

  test('after 14 days the wait is highlighted for the reviewer', async () => {
    const open = seededKaizen((k) => k.team_id === 1 && k.status === 'open');
    open.submitted_at = new Date(Date.now() - 20 * DAY_MS).toISOString();

    await renderApp(`/kaizen/${open.id}`, { as: 'lead' });

    const note = await screen.findByText(/Wacht al 20 dagen op een besluit\./);
    expect(note).toHaveTextContent('Dat is langer dan 14 dagen.');
    expect(note).toHaveClass('alert-warning');
  });

  test('a declined kaizen shows the reason', async () => {
    const declined = seededKaizen((k) => k.status === 'declined' && k.team_id === 1);

    await renderApp(`/kaizen/${declined.id}`, { as: 'lead' });

    expect(await screen.findByText('Reden van afwijzing')).toBeVisible();
    expect(screen.getByText(declined.decline_reason ?? '')).toBeVisible();
  });

  test('print opens the browser print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const kaizen = seededKaizen((k) => k.status === 'approved');
    const { user } = await renderApp(`/kaizen/${kaizen.id}`, { as: 'lead' });

    await user.click(await screen.findByRole('button', { name: 'Afdrukken' }));

    expect(print).toHaveBeenCalledOnce();
  });

  test('a kaizen that does not exist shows the client-error page', async () => {
    // React and the router report the error the page throws to its error element.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp('/kaizen/999999', { as: 'lead' });

    expect(await screen.findByRole('heading', { name: 'Helaas...' })).toBeVisible();
    expect(screen.getByText(/Foutcode 404/)).toBeVisible();
  });

  test('a kaizen the server could not give (5xx) shows the generic error page and its retry', async () => {
    const kaizen = seededKaizen((k) => k.status === 'approved');
    failNext('get', `*/api/kaizen/${kaizen.id}`, 503);

    const { user } = await renderApp(`/kaizen/${kaizen.id}`, { as: 'lead' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Helaas...' })).toBeVisible();
    expect(screen.getByText(/Foutcode 503/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { level: 1, name: kaizen.title })).toBeVisible();
  });

  test('a kaizen that got no answer still has a page heading, the reason and a retry', async () => {
    const kaizen = seededKaizen((k) => k.status === 'approved');
    server.use(http.get(`*/api/kaizen/${kaizen.id}`, () => HttpResponse.error()));

    await renderApp(`/kaizen/${kaizen.id}`, { as: 'lead' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deze kaizen kon niet worden geladen' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  });
});
