import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { renderApp } from '@tests/utils/render-app';

/** A company without any kaizen yet, so every list is empty. */
function noKaizens() {
  getDb().kaizens = [];
}

describe('an empty kaizen list', () => {
  test('says what will appear there and offers to submit a kaizen', async () => {
    noKaizens();
    await renderApp('/kaizen/approved', { as: 'lead' });

    const table = await screen.findByRole('table', { name: 'Goedgekeurde kaizens' });
    expect(await within(table).findByText('Er zijn nog geen goedgekeurde kaizens.')).toBeVisible();
    expect(
      within(table).getByText(
        'Goedgekeurde kaizens van uw team verschijnen hier. Heeft u een idee? Dien het in.',
      ),
    ).toBeVisible();
    expect(within(table).getByRole('link', { name: 'Nieuwe kaizen indienen' })).toHaveAttribute(
      'href',
      '/kaizen',
    );
  });

  test('offers no submit link to someone who may not create kaizens', async () => {
    noKaizens();
    const lead = getDb().roles.find((role) => role.name === 'teamleader');
    if (!lead) throw new Error('The seed has no team leader role.');
    lead.permissions = lead.permissions.filter((name) => !name.startsWith('create kaizen'));
    await renderApp('/kaizen/declined', { as: 'lead' });

    const table = await screen.findByRole('table', { name: 'Afgewezen kaizens' });
    expect(await within(table).findByText('Er zijn geen afgewezen kaizens.')).toBeVisible();
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
  });
});
