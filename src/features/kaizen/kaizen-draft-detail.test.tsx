import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { formFields, recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';
import { EMPLOYEE_ID, resetAdminStorage, seededKaizen } from './kaizen-form-test-utils';

const asEmployee = { as: 'employee', activeTeamId: 1 } as const;
const ownDraft = () => seededKaizen((k) => k.author_id === EMPLOYEE_ID && k.status === 'draft');

beforeEach(resetAdminStorage);

describe("a draft's detail", () => {
  test('names its author with the one word for it, as a submitted kaizen does', async () => {
    const draft = ownDraft();

    await renderApp(`/kaizen/${draft.id}`, asEmployee);

    const article = await screen.findByRole('article', { name: draft.title });
    expect(within(article).getByText('Auteur')).toBeVisible();
    expect(within(article).queryByText(/Aangemaakt door|Ingediend door/)).not.toBeInTheDocument();
  });

  test('a submitted kaizen names its author', async () => {
    const open = seededKaizen((k) => k.author_id === EMPLOYEE_ID && k.status === 'open');

    await renderApp(`/kaizen/${open.id}`, asEmployee);

    const article = await screen.findByRole('article', { name: open.title });
    expect(within(article).getByText('Auteur')).toBeVisible();
    expect(within(article).queryByRole('button', { name: 'Indienen' })).not.toBeInTheDocument();
  });

  test('its author submits it: PUT status=open, then it shows as submitted', async () => {
    const draft = Object.assign(ownDraft(), { problem: 'Zoeken.', improvement: 'Labels.' });
    const requests = recordRequests();
    const { user } = await renderApp(`/kaizen/${draft.id}`, asEmployee);

    await user.click(await screen.findByRole('button', { name: 'Indienen' }));

    expect(
      await screen.findByText('De kaizen is ingediend en wacht op een besluit.'),
    ).toBeVisible();
    const sent = requests.find(`POST /api/kaizen/${draft.id}`);
    expect(await formFields(sent)).toEqual({ status: 'open', _method: 'PUT' });
    const article = screen.getByRole('article', { name: draft.title });
    expect(within(article).getByText('Auteur')).toBeVisible();
    expect(within(article).queryByRole('button', { name: 'Indienen' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: draft.title, level: 1 })).toHaveFocus();
  });

  test('a draft missing what submitting needs is not sent; the author is told what to add', async () => {
    const draft = Object.assign(ownDraft(), { problem: 'Zoeken.', improvement: '' });
    const requests = recordRequests();
    const { user } = await renderApp(`/kaizen/${draft.id}`, asEmployee);

    await user.click(await screen.findByRole('button', { name: 'Indienen' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Om in te dienen ontbreekt nog: Verbetering.');
    expect(within(alert).getByRole('link', { name: 'Aanvullen' })).toHaveAttribute(
      'href',
      `/kaizen/${draft.id}?edit=1`,
    );
    expect(requests.lines().filter((line) => /^(?!GET).*\/api\/kaizen/.test(line))).toEqual([]);
  });

  test('nobody but the author is offered to submit it', async () => {
    const open = seededKaizen((k) => k.team_id === 1 && k.status === 'open');

    await renderApp(`/kaizen/${open.id}`, { as: 'lead' });

    await screen.findByRole('article', { name: open.title });
    expect(screen.queryByRole('button', { name: 'Indienen' })).not.toBeInTheDocument();
  });
});
