import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { approveKaizen, declineKaizen } from '@/api/kaizens';
import { rejectionOf, signInAs } from '@/mocks/testing';
import { renderApp } from '@tests/utils/render-app';
import { LEAD_ID, openKaizenInTeam1, resetAdminStorage } from './kaizen-form-test-utils';

beforeEach(resetAdminStorage);

/** An open kaizen in team 1 written by the lead who reviews team 1. */
function leadsOwnOpenKaizen() {
  const kaizen = openKaizenInTeam1();
  kaizen.author_id = LEAD_ID;
  return kaizen;
}

describe('four eyes: nobody decides on their own kaizen', () => {
  test("a reviewer's own open kaizen offers no approve or decline, and says who decides", async () => {
    const own = leadsOwnOpenKaizen();
    await renderApp(`/kaizen/${own.id}`, { as: 'lead' });

    const article = await screen.findByRole('article', { name: own.title });
    expect(
      within(article).getByText('Over uw eigen kaizen beslist een andere teamleider.'),
    ).toBeVisible();
    expect(within(article).queryByRole('button', { name: 'Goedkeuren' })).not.toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: 'Afwijzen' })).not.toBeInTheDocument();
  });

  test("another member's open kaizen can still be decided by the same reviewer", async () => {
    const other = openKaizenInTeam1();
    await renderApp(`/kaizen/${other.id}`, { as: 'lead' });

    const article = await screen.findByRole('article', { name: other.title });
    expect(within(article).getByRole('button', { name: 'Goedkeuren' })).toBeVisible();
    expect(within(article).queryByText(/eigen kaizen/)).not.toBeInTheDocument();
  });

  test('the demo server refuses an approve or decline of your own kaizen with 403', async () => {
    const own = leadsOwnOpenKaizen();
    await signInAs('lead');

    expect((await rejectionOf(approveKaizen(own.id))).status).toBe(403);
    expect((await rejectionOf(declineKaizen(own.id, 'Niet nodig.'))).status).toBe(403);
    expect(own.status).toBe('open');
  });
});
