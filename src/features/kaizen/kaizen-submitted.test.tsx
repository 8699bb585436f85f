import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { preloadToaster } from '@/components/toasts';
import { answer } from '@tests/utils/api';
import { buildKaizen } from '@tests/factories';
import { currentPath, renderApp } from '@tests/utils/render-app';
import {
  fill,
  resetAdminStorage,
  stubObjectUrls,
  titleField,
  situationField,
  improvementField,
} from './kaizen-form-test-utils';

const asEmployee = { as: 'employee', activeTeamId: 1 } as const;
const DAY = 86_400_000;

/** A kaizen of the team decided `days` after it was submitted. */
const decidedAfter = (id: number, days: number) =>
  buildKaizen({
    id,
    status: 'approved',
    team: { id: 1, name: 'Productie' },
    submitted_at: new Date(Date.UTC(2025, 4, 1)).toISOString(),
    decided_at: new Date(Date.UTC(2025, 4, 1) + days * DAY).toISOString(),
  });

async function submitNewKaizen() {
  const view = await renderApp('/kaizen', asEmployee);
  const { user } = view;
  await fill(user, await titleField(user), 'Opruimen bij de pers');
  await fill(user, await situationField(user), 'Rommel rond de pers.');
  await fill(user, improvementField(), 'Vaste plekken.');
  await user.click(screen.getByRole('button', { name: 'Indienen' }));
  return view;
}

beforeEach(() => {
  resetAdminStorage();
  stubObjectUrls();
});

describe('after submitting a new kaizen', () => {
  test('a confirmation says who decides and how long that usually takes, without a toast', async () => {
    answer('get', '*/api/kaizen/by-team/1', [
      decidedAfter(901, 1.5),
      decidedAfter(902, 2.2),
      decidedAfter(903, 9),
    ]);
    // Loaded first, a toast would be drawn with the confirmation, not some time after it.
    await preloadToaster();
    const { router } = await submitNewKaizen();

    const heading = await screen.findByRole('heading', {
      name: 'Uw kaizen is ingediend',
      level: 1,
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Opruimen bij de pers')).toBeVisible();
    expect(
      screen.getByText(
        'De teamleider(s) van Productie beslissen erover: zij keuren hem goed of wijzen hem af.',
      ),
    ).toBeVisible();
    expect(
      await screen.findByText('De helft van de besluiten in dit team valt binnen 3 dagen.'),
    ).toBeVisible();
    expect(screen.queryByText('Kaizen opgeslagen')).not.toBeInTheDocument();
    expect(currentPath(router)).toBe('/kaizen');
  });

  test('says so when the team has decided nothing yet', async () => {
    answer('get', '*/api/kaizen/by-team/1', []);
    await submitNewKaizen();

    expect(
      await screen.findByText(
        'Dit team heeft nog over geen enkele kaizen besloten; hoe lang een besluit duurt, is nog niet bekend.',
      ),
    ).toBeVisible();
  });

  test('"Nog een kaizen" opens an empty form, the focus on its heading', async () => {
    const { user } = await submitNewKaizen();

    await user.click(await screen.findByRole('button', { name: 'Nog een kaizen' }));

    const heading = await screen.findByRole('heading', { name: 'Nieuwe kaizen', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByLabelText('Titel')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Huidige situatie')).toHaveValue('');
    expect(improvementField()).toHaveValue('');
    expect(screen.queryByText('Concept hersteld')).not.toBeInTheDocument();
  });
});
