import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { ADMIN_STORAGE_KEY } from '@/stores/admin-storage-store';
import { recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';
import {
  EMPLOYEE_ID,
  fill,
  resetAdminStorage,
  seededKaizen,
  stubObjectUrls,
} from './kaizen-form-test-utils';

const asEmployee = { as: 'employee', activeTeamId: 1 } as const;
const ownOpen = () => seededKaizen((k) => k.author_id === EMPLOYEE_ID && k.status === 'open');
const storedForm = () => localStorage.getItem(ADMIN_STORAGE_KEY) ?? '';

beforeEach(() => {
  resetAdminStorage();
  stubObjectUrls();
});

describe('cancelling the edit of a kaizen', () => {
  test('without changes goes straight back to the detail, focus on its heading', async () => {
    const kaizen = ownOpen();
    const requests = recordRequests();
    const { user } = await renderApp(`/kaizen/${kaizen.id}?edit=1`, asEmployee);
    await screen.findByRole('heading', { name: 'Kaizen bewerken', level: 1 });

    await user.click(screen.getByRole('button', { name: 'Annuleren' }));

    const heading = await screen.findByRole('heading', { name: kaizen.title, level: 1 });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.lines().filter((line) => /^(?!GET).*\/api\/kaizen/.test(line))).toEqual([]);
  });

  test('with changes asks first; keeping on editing keeps what was typed', async () => {
    const kaizen = ownOpen();
    const { user } = await renderApp(`/kaizen/${kaizen.id}?edit=1`, asEmployee);
    await fill(user, await screen.findByLabelText(/^Resultaat en voordeel/), ' Sneller.');

    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wijzigingen verwerpen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Verder bewerken' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Resultaat en voordeel/)).toHaveValue(
      `${kaizen.result ?? ''} Sneller.`,
    );
  });

  test('discarding the changes returns to the saved kaizen and forgets the draft', async () => {
    const kaizen = ownOpen();
    const { user } = await renderApp(`/kaizen/${kaizen.id}?edit=1`, asEmployee);
    const title = await screen.findByLabelText('Titel');
    await user.clear(title);
    await fill(user, title, 'Toch niet');
    await waitFor(() => expect(storedForm()).toContain('Toch niet'));

    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wijzigingen verwerpen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Wijzigingen verwerpen' }));

    expect(await screen.findByRole('heading', { name: kaizen.title, level: 1 })).toBeVisible();
    expect(storedForm()).not.toContain('Toch niet');
    await user.click(screen.getByRole('link', { name: 'Bewerken' }));
    expect(await screen.findByLabelText('Titel')).toHaveValue(kaizen.title);
    expect(screen.queryByText('Concept hersteld')).not.toBeInTheDocument();
  });
});
