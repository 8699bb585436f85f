import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { ADMIN_STORAGE_KEY } from '@/stores/admin-storage-store';
import { recordRequests } from '@tests/utils/api';
import { currentPath, renderApp } from '@tests/utils/render-app';
import { similarTiming } from './form/similar-kaizens';
import {
  fill,
  resetAdminStorage,
  seededKaizen,
  stubObjectUrls,
  titleField,
  situationField,
} from './kaizen-form-test-utils';

const asEmployee = { as: 'employee', activeTeamId: 1 } as const;
/** An approved kaizen of team 1, with a title no other kaizen has. */
function existingKaizen() {
  const kaizen = seededKaizen((k) => k.team_id === 1 && k.status === 'approved');
  kaizen.title = 'Trillende transportband bij de inpakmachine';
  return kaizen;
}

const similarList = () => screen.findByRole('list', { name: /lijk(t|en) op de uwe/ });

beforeEach(() => {
  resetAdminStorage();
  stubObjectUrls();
  similarTiming.delayMs = 0;
});

describe('similar kaizens while typing the title', () => {
  test("a title like one of the team's kaizens shows it, from the lists the app already reads", async () => {
    const existing = existingKaizen();
    const requests = recordRequests();
    const { user } = await renderApp('/kaizen', asEmployee);
    await screen.findByRole('heading', { name: 'Nieuwe kaizen', level: 1 });
    expect(screen.queryByRole('list', { name: /op de uwe/ })).not.toBeInTheDocument();

    await fill(user, await titleField(user), 'Transportband trilt');

    const link = within(await similarList()).getByRole('link', {
      name: `${existing.title} (opent in een nieuw tabblad)`,
    });
    expect(link).toHaveAttribute('href', `/kaizen/${existing.id}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(await similarList()).getAllByRole('listitem')[0]).toContainElement(link);
    expect(within(await similarList()).getAllByRole('listitem').length).toBeLessThanOrEqual(3);
    const reads = requests
      .lines()
      .filter((line) => line.startsWith('GET') && line.includes('/api/kaizen/'))
      // The top bar's notifications read the user's own kaizens on every page.
      .filter((line) => !line.startsWith('GET /api/kaizen/by-user/'));
    expect(reads.sort()).toEqual(['GET /api/kaizen/by-team/1', 'GET /api/kaizen/by-type/shared']);
  });

  test('only the count is announced, and each status is a word, never a key', async () => {
    const existing = existingKaizen();
    const { user } = await renderApp('/kaizen', asEmployee);
    await fill(user, await titleField(user), 'Transportband trilt');

    const list = await similarList();
    const count = screen
      .getAllByRole('status')
      .find((region) => /op de uwe/.test(region.textContent ?? ''));
    expect(count).toHaveTextContent(/^\d+ kaizens? lijk(t|en) op de uwe\. Bekijk/);
    expect(count).not.toHaveTextContent(existing.title);
    expect(within(list).getAllByText('Goedgekeurd')[0]).toBeVisible();
    expect(list).not.toHaveTextContent(/status\./);
  });

  test('opening one keeps the form as it is: it opens in a new tab, and the draft is kept', async () => {
    const existing = existingKaizen();
    const { user, router } = await renderApp('/kaizen', asEmployee);
    await fill(user, await titleField(user), existing.title);
    await fill(user, await situationField(user), 'Het gebeurt weer.');

    await user.click(
      within(await similarList()).getByRole('link', { name: new RegExp(existing.title) }),
    );

    expect(currentPath(router)).toBe('/kaizen');
    expect(screen.getByLabelText('Titel')).toHaveValue(existing.title);
    expect(screen.getByLabelText('Huidige situatie')).toHaveValue('Het gebeurt weer.');
    await waitFor(() =>
      expect(localStorage.getItem(ADMIN_STORAGE_KEY) ?? '').toContain('Het gebeurt weer.'),
    );
  });

  test('a title like nothing shows nothing', async () => {
    const existing = existingKaizen();
    const { user } = await renderApp('/kaizen', asEmployee);
    const title = await titleField(user);
    // First a match, so the lists are read and the answer shown before the title changes.
    await fill(user, title, existing.title);
    await similarList();

    await user.clear(title);
    await fill(user, title, 'Xylofoon qwerty');

    await waitFor(() =>
      expect(screen.queryByRole('list', { name: /op de uwe/ })).not.toBeInTheDocument(),
    );
  });
});
