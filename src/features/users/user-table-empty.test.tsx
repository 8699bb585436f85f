import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderApp } from '@tests/utils/render-app';

describe('a user search that finds no one', () => {
  test('says so, suggests another word, and clears the search in one click', async () => {
    const { user } = await renderApp('/user', { as: 'admin', activeTeamId: 1 });
    const table = await screen.findByRole('table', { name: 'Gebruikers' });
    await within(table).findByRole('rowheader', { name: 'Anouk de Vries' });

    await user.type(screen.getByLabelText('Zoeken op naam of e-mailadres'), 'niemand');

    expect(
      await within(table).findByText('Geen gebruikers gevonden voor “niemand”.'),
    ).toBeVisible();
    expect(
      within(table).getByText('Controleer de spelling of probeer een ander woord.'),
    ).toBeVisible();
    await user.click(within(table).getByRole('button', { name: 'Zoekopdracht wissen' }));

    expect(await within(table).findByRole('rowheader', { name: 'Anouk de Vries' })).toBeVisible();
    expect(screen.getByLabelText('Zoeken op naam of e-mailadres')).toHaveValue('');
  });
});
