import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { currentPath, renderApp } from '@tests/utils/render-app';
import {
  EMPLOYEE_ID,
  fill,
  formBody,
  openKaizenInTeam1,
  resetAdminStorage,
  seededKaizen,
} from './kaizen-form-test-utils';
import { recordRequests } from '@tests/utils/api';
import { useUndoWindow } from '@tests/utils/undo-window';

beforeEach(resetAdminStorage);

describe('reviewing a kaizen', () => {
  test('approving sends the approved status and shows it', async () => {
    const requests = recordRequests();
    const open = openKaizenInTeam1();
    const { user } = await renderApp(`/kaizen/${open.id}`, { as: 'lead' });

    await user.click(await screen.findByRole('button', { name: 'Goedkeuren' }));

    expect(await screen.findByText('De kaizen is goedgekeurd.')).toBeVisible();
    const [sent] = requests.onPath('POST', `/api/kaizen/${open.id}`);
    expect(await formBody(sent)).toEqual({ status: 'approved', _method: 'PUT' });
    const article = await screen.findByRole('article', { name: open.title });
    await waitFor(() => expect(within(article).getByText('Goedgekeurd')).toBeVisible());
    expect(within(article).queryByRole('button', { name: 'Goedkeuren' })).not.toBeInTheDocument();
  });

  test('an approve shows the answer in the detail without fetching the kaizen again', async () => {
    const requests = recordRequests();
    const open = openKaizenInTeam1();
    const { user } = await renderApp(`/kaizen/${open.id}`, { as: 'lead' });
    const article = await screen.findByRole('article', { name: open.title });
    expect(requests.onPath('GET', `/api/kaizen/${open.id}`)).toHaveLength(1);

    await user.click(within(article).getByRole('button', { name: 'Goedkeuren' }));

    await waitFor(() => expect(within(article).getByText('Goedgekeurd')).toBeVisible());
    expect(await screen.findByText('De kaizen is goedgekeurd.')).toBeVisible();
    expect(requests.onPath('GET', `/api/kaizen/${open.id}`)).toHaveLength(1);
  });

  test('declining asks for a reason and sends it', async () => {
    const requests = recordRequests();
    const open = openKaizenInTeam1();
    const { user } = await renderApp(`/kaizen/${open.id}`, { as: 'lead' });

    await user.click(await screen.findByRole('button', { name: 'Afwijzen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kaizen afwijzen' });
    await user.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));
    const reason = within(dialog).getByLabelText('Reden');
    expect(reason).toHaveAccessibleDescription(/Dit veld is verplicht\./);
    expect(requests.onPath('POST', `/api/kaizen/${open.id}/decline`)).toHaveLength(0);

    await fill(user, reason, 'Past niet in het budget van dit jaar.');
    await user.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));

    expect(await screen.findByText('De kaizen is afgewezen.')).toBeVisible();
    const [sent] = requests.onPath('POST', `/api/kaizen/${open.id}/decline`);
    expect(await sent.json()).toEqual({ reason: 'Past niet in het budget van dit jaar.' });
    expect(await screen.findByText('Reden van afwijzing')).toBeVisible();
    expect(screen.getByText('Past niet in het budget van dit jaar.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('sharing an approved kaizen sends shared and offers to stop sharing', async () => {
    const requests = recordRequests();
    const approved = seededKaizen((k) => k.team_id === 1 && k.status === 'approved' && !k.shared);
    const { user } = await renderApp(`/kaizen/${approved.id}`, { as: 'lead' });

    await user.click(await screen.findByRole('button', { name: 'Delen' }));

    expect(await screen.findByText('De kaizen is gedeeld met het hele bedrijf.')).toBeVisible();
    const [sent] = requests.onPath('POST', `/api/kaizen/${approved.id}`);
    expect(await formBody(sent)).toEqual({ shared: '1', _method: 'PUT' });
    expect(await screen.findByRole('button', { name: 'Niet meer delen' })).toBeVisible();
  });

  test('the approve button keeps the focus while it waits; then the new status takes it', async () => {
    const { passUndoWindow } = useUndoWindow();
    const open = openKaizenInTeam1();
    const { user } = await renderApp(`/kaizen/${open.id}`, { as: 'lead' });
    const article = await screen.findByRole('article', { name: open.title });

    await user.click(within(article).getByRole('button', { name: 'Goedkeuren' }));

    expect(within(article).getByRole('button', { name: 'Wordt goedgekeurd…' })).toHaveFocus();
    await passUndoWindow();
    await waitFor(() => expect(within(article).getByText('Goedgekeurd')).toHaveFocus());
  });

  test('the decline dialog gives the focus back to its button; the decision then to the status', async () => {
    const { passUndoWindow } = useUndoWindow();
    const open = openKaizenInTeam1();
    const { user } = await renderApp(`/kaizen/${open.id}`, { as: 'lead' });
    const article = await screen.findByRole('article', { name: open.title });

    await user.click(within(article).getByRole('button', { name: 'Afwijzen' }));
    let dialog = await screen.findByRole('dialog', { name: 'Kaizen afwijzen' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() =>
      expect(within(article).getByRole('button', { name: 'Afwijzen' })).toHaveFocus(),
    );

    await user.click(within(article).getByRole('button', { name: 'Afwijzen' }));
    dialog = await screen.findByRole('dialog', { name: 'Kaizen afwijzen' });
    await fill(user, within(dialog).getByLabelText('Reden'), 'Past niet in het budget.');
    await user.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));
    await waitFor(() =>
      expect(within(article).getByRole('button', { name: 'Wordt afgewezen…' })).toHaveFocus(),
    );

    await passUndoWindow();
    await waitFor(() => expect(within(article).getByText('Afgewezen')).toHaveFocus());
  });

  test('the share button keeps the focus through the share', async () => {
    const { passUndoWindow } = useUndoWindow();
    const approved = seededKaizen((k) => k.team_id === 1 && k.status === 'approved' && !k.shared);
    const { user } = await renderApp(`/kaizen/${approved.id}`, { as: 'lead' });

    await user.click(await screen.findByRole('button', { name: 'Delen' }));

    const waiting = screen.getByRole('button', { name: 'Wordt verstuurd…' });
    expect(waiting).not.toBeDisabled();
    expect(waiting).toHaveFocus();
    await passUndoWindow();
    expect(await screen.findByRole('button', { name: 'Niet meer delen' })).toHaveFocus();
  });

  test.each([
    ['an employee without review rights', 1, 'employee'],
    ['a team leader of another team', 2, 'lead'],
  ] as const)('%s sees no decision actions', async (_who, teamId, as) => {
    const open = seededKaizen((k) => k.team_id === teamId && k.status === 'open');

    await renderApp(`/kaizen/${open.id}`, { as, activeTeamId: as === 'employee' ? 1 : undefined });

    await screen.findByRole('heading', { name: open.title, level: 1 });
    expect(screen.queryByRole('button', { name: 'Goedkeuren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Afwijzen' })).not.toBeInTheDocument();
  });
});

describe('editing a kaizen', () => {
  test('the author edits a draft in place and submits it', async () => {
    const requests = recordRequests();
    const draft = seededKaizen((k) => k.author_id === EMPLOYEE_ID && k.status === 'draft');
    Object.assign(draft, { problem: 'Het probleem.', improvement: 'De verbetering.' });
    const { user, router } = await renderApp(`/my-kaizen/${draft.id}`, {
      as: 'employee',
      activeTeamId: 1,
    });

    await user.click(await screen.findByRole('link', { name: 'Bewerken' }));
    expect(await screen.findByRole('heading', { name: 'Kaizen bewerken' })).toHaveFocus();
    expect(currentPath(router)).toBe(`/my-kaizen/${draft.id}?edit=1`);
    const title = screen.getByLabelText('Titel');
    expect(title).toHaveValue(draft.title);
    expect(screen.getByLabelText('Team')).toHaveValue('Productie');
    await user.clear(title);
    await fill(user, title, 'Scherpere titel');
    await user.click(screen.getByRole('button', { name: 'Indienen' }));

    expect(await screen.findByText('De wijzigingen zijn opgeslagen.')).toBeVisible();
    const [sent] = requests.onPath('POST', `/api/kaizen/${draft.id}`);
    expect(await formBody(sent)).toMatchObject({
      _method: 'PUT',
      title: 'Scherpere titel',
      team_id: '1',
      problem: 'Het probleem.',
      status: 'open',
    });
    await waitFor(() => expect(currentPath(router)).toBe(`/my-kaizen/${draft.id}`));
    const heading = await screen.findByRole('heading', { name: 'Scherpere titel', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Wacht op besluit')).toBeVisible();
  });

  test('nobody but the author gets the edit action', async () => {
    const open = openKaizenInTeam1();

    await renderApp(`/kaizen/${open.id}?edit=1`, { as: 'lead' });

    expect(await screen.findByRole('heading', { name: open.title, level: 1 })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Bewerken' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Titel')).not.toBeInTheDocument();
  });
});
