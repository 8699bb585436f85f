import { screen, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { handlers } from '@/mocks/handlers';
import { server } from '@/mocks/server';
import { expectSentOnce } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';
import { SAVED_UNREADABLE } from '@tests/utils/write-faults';

/**
 * The demo backend does the write, then its answer is lost: an empty 200. Returns the requests
 * sent, to check the client never sent it again.
 */
function savedButUnreadable(call: string): Request[] {
  const sent: Request[] = [];
  server.use(
    http.post(call, async ({ request }) => {
      sent.push(request.clone());
      await getResponse(handlers, request.clone());
      return new HttpResponse('', { status: 200 });
    }),
  );
  return sent;
}

// These screens do nothing of their own after an unreadable save: what they show afterwards
// comes from the one refetch in src/lib/query-client.ts (refetchAfterUnreadableSaves).
describe('a screen shows what was saved when the answer to its save was unreadable', () => {
  test('the users table lists the new user', async () => {
    const { user } = await renderApp('/user', { as: 'admin', activeTeamId: 1 });
    const table = await screen.findByRole('table', { name: 'Gebruikers' });
    await within(table).findByRole('rowheader', { name: 'Anouk de Vries' });
    const sent = savedButUnreadable('*/api/user');

    await user.click(screen.getByRole('button', { name: 'Nieuwe gebruiker' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(await dialog.findByLabelText('Naam'), 'Aafke Aalders');
    await user.type(dialog.getByLabelText('E-mailadres'), 'aafke@kaizen.demo');
    await user.type(dialog.getByLabelText('Wachtwoord'), 'welkom123');
    await user.click(dialog.getByLabelText('Logistiek'));
    await user.click(dialog.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText(SAVED_UNREADABLE)).toBeVisible();
    // Sorted by name, the new user is the table's first row.
    expect(await within(table).findByRole('rowheader', { name: 'Aafke Aalders' })).toBeVisible();
    expectSentOnce(sent);
  });

  test('the team list shows the new team', async () => {
    const { user } = await renderApp('/team', { as: 'admin' });
    await screen.findByRole('list', { name: 'Alle teams' });
    const sent = savedButUnreadable('*/api/team');

    await user.type(screen.getByLabelText('Naam van het team'), 'Nachtploeg');
    await user.click(screen.getByRole('button', { name: 'Team toevoegen' }));

    expect(await screen.findByText(SAVED_UNREADABLE)).toBeVisible();
    expect(await screen.findByRole('heading', { level: 3, name: 'Nachtploeg' })).toBeVisible();
    expectSentOnce(sent);
  });
});
