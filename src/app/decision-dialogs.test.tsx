import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { moveTo } from '@tests/utils/bulk-move';
import { renderApp } from '@tests/utils/render-app';

/** What the demo's lead has waiting in team 1, oldest first (as the queue lists it). */
const firstWaiting = () => {
  const kaizen = getDb().kaizens.find(
    (k) => k.team_id === 1 && k.status === 'open' && k.author_id !== 3,
  );
  if (!kaizen) throw new Error('Nothing waits for the lead.');
  return kaizen;
};

beforeEach(() => {
  localStorage.removeItem('admin_storage');
});

// A screen reader reads a dialog's name and its description when it opens, then the focused
// control: focus on the dialog's container reads neither the text nor a control.
describe('a dialog that decides says what it is about and starts on a control', () => {
  test('declining: the kaizen it is about, focus in the reason; Cancel goes back to its button', async () => {
    const kaizen = firstWaiting();
    const { user } = await renderApp(`/kaizen/${kaizen.id}`, { as: 'lead' });
    await screen.findByRole('heading', { level: 1, name: kaizen.title });
    const opener = screen.getByRole('button', { name: 'Afwijzen' });

    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Kaizen afwijzen' });
    expect(dialog).toHaveAccessibleDescription(new RegExp(kaizen.title));
    await waitFor(() => expect(within(dialog).getByLabelText('Reden')).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  test('moving: how many go where, focus on the move', async () => {
    const { user } = await renderApp('/review', { as: 'lead' });
    await user.click(
      await screen.findByRole('checkbox', { name: 'Alle kaizens op deze pagina selecteren' }),
    );
    const dialog = await moveTo(user, 'Logistiek');

    expect(dialog).toHaveAccessibleDescription(/kaizens gaan naar Logistiek/);
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: /^\d+ kaizens verplaatsen$/ }),
      ).toHaveFocus(),
    );
  });

  test('deleting: what goes, focus on keeping it', async () => {
    const { user } = await renderApp('/team', { as: 'admin', activeTeamId: 1 });
    const teams = await screen.findByRole('list', { name: 'Alle teams' });
    const logistics = within(teams).getByRole('heading', { name: 'Logistiek' }).closest('li');
    await user.click(within(logistics as HTMLElement).getByRole('button', { name: /Verwijderen/ }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(/Logistiek/);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toHaveFocus(),
    );
  });
});
