import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { failNext, recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';
import { openKaizenInTeam1, resetAdminStorage } from './kaizen-form-test-utils';

beforeEach(resetAdminStorage);

describe('a decision that failed', () => {
  test("names the kaizen in its toast and sends the same decision again from the toast's retry", async () => {
    const requests = recordRequests();
    const open = openKaizenInTeam1();
    failNext('post', `*/api/kaizen/${open.id}`, 500, 1);
    const { user } = await renderApp(`/kaizen/${open.id}`, { as: 'lead' });

    await user.click(await screen.findByRole('button', { name: 'Goedkeuren' }));

    const header = await screen.findByText(`Niet gelukt: ${open.title}`);
    const failure = header.closest<HTMLElement>('[role="alert"]');
    if (!failure) throw new Error('The failure is not announced as an alert.');
    await user.click(within(failure).getByRole('button', { name: 'Opnieuw proberen' }));

    expect(await screen.findByText('De kaizen is goedgekeurd.')).toBeVisible();
    expect(requests.onPath('POST', `/api/kaizen/${open.id}`)).toHaveLength(2);
  });
});
