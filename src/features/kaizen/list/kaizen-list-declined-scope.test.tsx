import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answer } from '@tests/utils/api';
import { buildKaizen } from '@tests/factories/kaizen';
import { renderApp } from '@tests/utils/render-app';
import { catchDownloads } from './kaizen-list-test-utils';

const EMMA = { id: 4, name: 'Emma Bakker', picture_src: null };
const PRODUCTION = { id: 1, name: 'Productie' };

/** A server that ignores the rule: the employee's own decline among two of colleagues. */
function laxServer() {
  const rows = [
    buildKaizen({
      title: 'Haak voor de veiligheidsbril',
      status: 'declined',
      author: EMMA,
      team: PRODUCTION,
      decline_reason: 'Staat al in het plan voor volgend jaar.',
    }),
    buildKaizen({
      title: 'Nieuwe koffieautomaat',
      status: 'declined',
      team: PRODUCTION,
      decline_reason: 'Geheime reden van een collega.',
    }),
    buildKaizen({
      title: 'Andere pauzetijden',
      status: 'declined',
      decline_reason: 'Nog een reden die niemand anders mag lezen.',
    }),
  ];
  return answer('post', '*/api/kaizen/table/rejected', { data: rows, total: 57 });
}

const downloads = catchDownloads();

describe("a colleague's declined list", () => {
  test('asks for her own declines and shows no other, whatever the server sends', async () => {
    const received = laxServer();
    await renderApp('/kaizen/declined', { as: 'employee', activeTeamId: 1 });

    const table = await screen.findByRole('table', { name: 'Afgewezen kaizens' });
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    const body = (await received.all[0].json()) as { filters?: { author_id?: number } };
    expect(body.filters?.author_id).toBe(EMMA.id);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Haak voor de veiligheidsbril');
    expect(screen.queryByText(/Nieuwe koffieautomaat|Andere pauzetijden/)).toBeNull();
    expect(screen.queryByText(/Geheime reden|niemand anders/)).toBeNull();
    // The server's 57 are not hers: the count says what this page holds.
    expect(screen.queryByText(/van 57/)).toBeNull();
    expect(
      screen.getByText('1 kaizen op deze pagina; afgewezen kaizens van collega’s ziet u niet.'),
    ).toBeVisible();
    expect(screen.getByText(/Hier staan uw afgewezen kaizens/)).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Auteur' })).toBeNull();
  });

  test('exports only her own declines to CSV', async () => {
    laxServer();
    const { user } = await renderApp('/kaizen/declined', { as: 'employee', activeTeamId: 1 });
    await screen.findByText('Haak voor de veiligheidsbril');

    await user.click(screen.getByRole('button', { name: 'Exporteren naar CSV' }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    const csv = await downloads[0].text();
    expect(csv).toContain('Haak voor de veiligheidsbril');
    expect(csv).not.toMatch(/Nieuwe koffieautomaat|Andere pauzetijden|Geheime reden/);
    await screen.findByText('1 kaizen geëxporteerd.');
  });

  test('a lead, who decides, gets every row the server sends and its total', async () => {
    const received = laxServer();
    await renderApp('/kaizen/declined', { as: 'lead' });

    const table = await screen.findByRole('table', { name: 'Afgewezen kaizens' });
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(3));
    const body = (await received.all[0].json()) as { filters?: { author_id?: number } };
    expect(body.filters?.author_id).toBeUndefined();
    expect(screen.getByText('1–20 van 57')).toBeVisible();
  });
});
