import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { answer, expectResentOnce, expectSentOnce, recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';
import { idOf, moveTo, rowBoxes } from '@tests/utils/bulk-move';
import { fill, openKaizenInTeam1, resetAdminStorage, seededKaizen } from './kaizen-form-test-utils';

beforeEach(resetAdminStorage);

// A 2xx whose body is not the kaizen the client expects: done, so never sent twice
// (docs/decisions.md, "A save the server accepted is never offered again").
const UNREADABLE = { saved: true };
const SAVED_UNREADABLE = /^Opgeslagen, maar het antwoord van de server was onleesbaar/;

describe('a kaizen action the server took but answered unreadably counts as done', () => {
  test('approving reloads the kaizen in its saved state', async () => {
    const requests = recordRequests();
    const open = openKaizenInTeam1();
    const { user } = await renderApp(`/kaizen/${open.id}`, { as: 'lead' });
    const approve = await screen.findByRole('button', { name: 'Goedkeuren' });
    const loads = requests.to(`GET /api/kaizen/${open.id}`).length;
    const sent = answer('post', `/api/kaizen/${open.id}`, UNREADABLE);
    // What the server did before its answer went wrong.
    open.status = 'approved';

    await user.click(approve);

    expect(await screen.findByText(SAVED_UNREADABLE)).toBeInTheDocument();
    const article = await screen.findByRole('article', { name: open.title });
    await waitFor(() => expect(within(article).getByText('Goedgekeurd')).toBeVisible());
    expect(requests.to(`GET /api/kaizen/${open.id}`).length).toBeGreaterThan(loads);
    expect(screen.queryByRole('button', { name: 'Goedkeuren' })).not.toBeInTheDocument();
    expectResentOnce(sent.all);
  });

  test('sharing reloads the kaizen, which then offers to stop sharing', async () => {
    const approved = seededKaizen((k) => k.team_id === 1 && k.status === 'approved' && !k.shared);
    const { user } = await renderApp(`/kaizen/${approved.id}`, { as: 'lead' });
    const share = await screen.findByRole('button', { name: 'Delen' });
    const sent = answer('post', `/api/kaizen/${approved.id}`, UNREADABLE);
    approved.shared = true;

    await user.click(share);

    expect(await screen.findByText(SAVED_UNREADABLE)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Niet meer delen' })).toBeVisible();
    expectResentOnce(sent.all);
  });

  test('declining closes the dialog and reloads the kaizen; nothing is sent twice', async () => {
    const open = openKaizenInTeam1();
    const { user } = await renderApp(`/kaizen/${open.id}`, { as: 'lead' });
    await user.click(await screen.findByRole('button', { name: 'Afwijzen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kaizen afwijzen' });
    const sent = answer('post', `/api/kaizen/${open.id}/decline`, UNREADABLE);
    Object.assign(open, { status: 'declined', decline_reason: 'Past niet in het budget.' });

    await fill(user, within(dialog).getByLabelText('Reden'), 'Past niet in het budget.');
    await user.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));

    expect(await screen.findByText(SAVED_UNREADABLE)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Reden van afwijzing')).toBeVisible();
    expect(screen.queryByText('De kaizen is afgewezen.')).not.toBeInTheDocument();
    expectSentOnce(sent.all);
  });

  test('moving reloads the list; nothing is moved twice', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/kaizen/approved?team=1', { as: 'lead' });
    const table = await screen.findByRole('table', { name: 'Goedgekeurde kaizens' });
    await waitFor(() => expect(rowBoxes(table).length).toBeGreaterThan(1));
    const loads = requests.to('POST /api/kaizen/table/approved').length;
    const sent = answer('post', '/api/kaizen/move-multiple', UNREADABLE);
    const [box] = rowBoxes(table);
    const moved = getDb().kaizens.find((k) => k.id === idOf(box));
    if (!moved) throw new Error('The selected kaizen is not in the demo database.');

    await user.click(box);
    const dialog = await moveTo(user, 'Logistiek');
    moved.team_id = getDb().teams.find((team) => team.name === 'Logistiek')?.id ?? 0;
    await user.click(within(dialog).getByRole('button', { name: '1 kaizen verplaatsen' }));

    expect(await screen.findByText(SAVED_UNREADABLE)).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.to('POST /api/kaizen/table/approved').length).toBeGreaterThan(loads),
    );
    await waitFor(() => expect(table.querySelector(`[data-row-id="${moved.id}"]`)).toBeNull());
    expectSentOnce(sent.all);
  });
});
