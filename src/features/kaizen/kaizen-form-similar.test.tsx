import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
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

/** The count: a disclosure of the list, once kaizens like the title are found. */
const similarCount = () => screen.findByRole('button', { name: /^\d+ vergelijkbare kaizens?$/ });
/** The list, opened with a tap on the count. */
async function similarList(user: UserEvent) {
  const count = await similarCount();
  if (count.getAttribute('aria-expanded') !== 'true') await user.click(count);
  return screen.getByRole('list', { name: count.textContent ?? '' });
}

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
    expect(screen.queryByRole('button', { name: /vergelijkbare/ })).not.toBeInTheDocument();

    await fill(user, await titleField(user), 'Transportband trilt');

    const list = await similarList(user);
    const link = within(list).getByRole('link', {
      name: `${existing.title} (opent in een nieuw tabblad)`,
    });
    expect(link).toHaveAttribute('href', `/kaizen/${existing.id}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(list).getAllByRole('listitem')[0]).toContainElement(link);
    expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(3);
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

    const list = await similarList(user);
    const count = screen
      .getAllByRole('status')
      .find((region) => /vergelijkbare/.test(region.textContent ?? ''));
    expect(count).toHaveTextContent(/^\d+ vergelijkbare kaizens?$/);
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
      within(await similarList(user)).getByRole('link', { name: new RegExp(existing.title) }),
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
    const list = await similarList(user);

    await user.clear(title);
    await fill(user, title, 'Xylofoon qwerty');

    await waitFor(() => expect(list).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /vergelijkbare/ })).not.toBeInTheDocument();
  });

  test('the list waits for a tap on the count: what is under the title stays where it was', async () => {
    const existing = existingKaizen();
    const { user } = await renderApp('/kaizen', asEmployee);
    const form = await screen.findByRole('region', { name: 'Nieuwe kaizen' });
    // The count's line is there before anything is found, so its answer moves nothing.
    const line = within(form)
      .getAllByRole('status')
      .find((region) => region.closest('.similar-kaizens'));
    expect(line).toBeEmptyDOMElement();

    await fill(user, await titleField(user), existing.title);

    const count = await similarCount();
    expect(line).toContainElement(count);
    expect(count).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: new RegExp(existing.title) })).toBeNull();

    await user.click(count);
    expect(count).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: count.textContent ?? '' });
    expect(count).toHaveAttribute('aria-controls', list.id);
    expect(within(list).getByRole('link', { name: new RegExp(existing.title) })).toBeVisible();

    count.focus();
    await user.keyboard('{Enter}');
    expect(count).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeInTheDocument();
  });
});
