import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { undoTiming } from '@/hooks/use-undoable';
import { answer, recordRequests } from '@tests/utils/api';
import { holdFrames } from '@tests/utils/paint';
import { renderApp } from '@tests/utils/render-app';
import { useUndoWindow } from '@tests/utils/undo-window';
import { fill, openKaizenInTeam1, resetAdminStorage } from './kaizen-form-test-utils';

let passUndoWindow: () => Promise<void>;

beforeEach(() => {
  resetAdminStorage();
  ({ passUndoWindow } = useUndoWindow());
});

describe('a decision can be undone for a few seconds', () => {
  test('approving waits behind an undo toast, and shows that it is waiting', async () => {
    const requests = recordRequests();
    const open = openKaizenInTeam1();
    const { user } = await renderApp(`/kaizen/${open.id}`, { as: 'lead' });

    await user.click(await screen.findByRole('button', { name: 'Goedkeuren' }));

    const undo = await screen.findByRole('button', { name: 'Ongedaan maken' });
    const toast = undo.closest('[role="status"]') as HTMLElement;
    expect(toast).toHaveTextContent(`${open.title}GoedgekeurdOngedaan maken`);
    expect(undo).toBeVisible();
    expect(screen.getByRole('button', { name: 'Wordt goedgekeurd…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(requests.onPath('POST', `/api/kaizen/${open.id}`)).toHaveLength(0);

    // Then it goes, on its own, once the window has passed.
    await passUndoWindow();
    await waitFor(() => expect(requests.onPath('POST', `/api/kaizen/${open.id}`)).toHaveLength(1));
    expect(await screen.findByText('De kaizen is goedgekeurd.')).toBeVisible();
  });

  test('the snackbar comes after the frame of the click; a second click before it decides nothing more', async () => {
    const { paint } = holdFrames();
    const requests = recordRequests();
    const open = openKaizenInTeam1();
    const { user } = await renderApp(`/kaizen/${open.id}`, { as: 'lead' });

    const approve = await screen.findByRole('button', { name: 'Goedkeuren' });
    await user.click(approve);
    expect(screen.queryByRole('button', { name: 'Ongedaan maken' })).not.toBeInTheDocument();
    await user.click(approve);

    await paint();
    expect(await screen.findByRole('button', { name: 'Ongedaan maken' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Wordt goedgekeurd…' })).toBeVisible();
    await passUndoWindow();
    expect(await screen.findByText('De kaizen is goedgekeurd.')).toBeVisible();
    expect(requests.onPath('POST', `/api/kaizen/${open.id}`)).toHaveLength(1);
  });

  test('a window that ends before its snackbar was drawn (a phone locked right after the tap) still says the result', async () => {
    holdFrames();
    const requests = recordRequests();
    const open = openKaizenInTeam1();
    const { user } = await renderApp(`/kaizen/${open.id}`, { as: 'lead' });

    await user.click(await screen.findByRole('button', { name: 'Goedkeuren' }));
    expect(screen.queryByRole('button', { name: 'Ongedaan maken' })).not.toBeInTheDocument();

    // No frame was painted in between: the page slept through the whole window.
    await passUndoWindow();
    await waitFor(() => expect(requests.onPath('POST', `/api/kaizen/${open.id}`)).toHaveLength(1));
    expect(await screen.findByText('De kaizen is goedgekeurd.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ongedaan maken' })).not.toBeInTheDocument();
  });

  // WCAG 2.2.1: nobody loses the undo while reaching for it or reading the toast.
  test('the undo window stands still while the undo button has the focus, and runs on once it leaves', async () => {
    const requests = recordRequests();
    const open = openKaizenInTeam1();
    const { user } = await renderApp(`/kaizen/${open.id}`, { as: 'lead' });

    await user.click(await screen.findByRole('button', { name: 'Goedkeuren' }));
    const undo = await screen.findByRole('button', { name: 'Ongedaan maken' });
    act(() => undo.focus());

    await passUndoWindow();
    await passUndoWindow();
    expect(requests.onPath('POST', `/api/kaizen/${open.id}`)).toHaveLength(0);
    expect(undo).toBeVisible();

    act(() => screen.getByRole('heading', { level: 1 }).focus());
    await passUndoWindow();
    await waitFor(() => expect(requests.onPath('POST', `/api/kaizen/${open.id}`)).toHaveLength(1));
  });

  test('the undo window stands still while the pointer is on the toast, and runs on once it leaves', async () => {
    const { runUndoWindow } = useUndoWindow({ clock: true });
    const requests = recordRequests();
    const open = openKaizenInTeam1();
    const { user } = await renderApp(`/kaizen/${open.id}`, { as: 'lead' });

    await user.click(await screen.findByRole('button', { name: 'Goedkeuren' }));
    const undo = await screen.findByRole('button', { name: 'Ongedaan maken' });
    await runUndoWindow(0.6);
    await user.hover(undo);

    await passUndoWindow();
    await passUndoWindow();
    expect(requests.onPath('POST', `/api/kaizen/${open.id}`)).toHaveLength(0);
    expect(undo).toBeVisible();

    // It runs on with what was left (0.4 of it), not a whole window from the start again.
    await user.unhover(undo);
    await runUndoWindow(0.3);
    expect(requests.onPath('POST', `/api/kaizen/${open.id}`)).toHaveLength(0);
    await runUndoWindow(0.2);
    await waitFor(() => expect(requests.onPath('POST', `/api/kaizen/${open.id}`)).toHaveLength(1));
  });

  test('undo sends nothing, and leaving the page afterwards sends nothing either', async () => {
    const requests = recordRequests();
    const open = openKaizenInTeam1();
    const { user, router } = await renderApp(`/kaizen/${open.id}`, { as: 'lead' });

    await user.click(await screen.findByRole('button', { name: 'Goedkeuren' }));
    await user.click(await screen.findByRole('button', { name: 'Ongedaan maken' }));

    const approve = await screen.findByRole('button', { name: 'Goedkeuren' });
    expect(approve).not.toHaveAttribute('aria-disabled');
    // The undo button left with its toast: focus is back on the decision that was undone.
    await waitFor(() => expect(approve).toHaveFocus());
    await act(() => router.navigate('/help/faq'));
    await screen.findByRole('heading', { level: 1, name: 'Veelgestelde vragen' });
    expect(requests.onPath('POST', `/api/kaizen/${open.id}`)).toHaveLength(0);
  });

  test('leaving the page while a decision waits sends it at once: it is never lost', async () => {
    // So long that only leaving can send it within this test.
    undoTiming.delayMs = 60 * 60_000;
    const requests = recordRequests();
    const open = openKaizenInTeam1();
    const { user, router } = await renderApp(`/kaizen/${open.id}`, { as: 'lead' });

    await user.click(await screen.findByRole('button', { name: 'Goedkeuren' }));
    await screen.findByRole('button', { name: 'Ongedaan maken' });
    await act(() => router.navigate('/help/faq'));

    await waitFor(() => expect(requests.onPath('POST', `/api/kaizen/${open.id}`)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Ongedaan maken' })).not.toBeInTheDocument();
  });

  test('declining waits behind an undo toast too; undo keeps the reason for another try', async () => {
    const requests = recordRequests();
    const open = openKaizenInTeam1();
    const { user } = await renderApp(`/kaizen/${open.id}`, { as: 'lead' });

    await user.click(await screen.findByRole('button', { name: 'Afwijzen' }));
    let dialog = await screen.findByRole('dialog', { name: 'Kaizen afwijzen' });
    await fill(user, within(dialog).getByLabelText('Reden'), 'Past niet in het budget.');
    await user.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));

    const undo = await screen.findByRole('button', { name: 'Ongedaan maken' });
    expect(undo.closest('[role="status"]')).toHaveTextContent(`${open.title}Afgewezen`);
    expect(screen.getByRole('button', { name: 'Wordt afgewezen…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(undo);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Afwijzen' })).toHaveFocus());
    await user.click(await screen.findByRole('button', { name: 'Afwijzen' }));
    dialog = await screen.findByRole('dialog', { name: 'Kaizen afwijzen' });
    expect(within(dialog).getByLabelText('Reden')).toHaveValue('Past niet in het budget.');
    expect(requests.onPath('POST', `/api/kaizen/${open.id}/decline`)).toHaveLength(0);
  });

  test("a refused decline brings the dialog back with the reason and the server's complaint", async () => {
    const open = openKaizenInTeam1();
    const refused = answer(
      'post',
      `*/api/kaizen/${open.id}/decline`,
      { message: 'Ongeldig.', errors: { reason: ['De reden is te vaag.'] } },
      { status: 422 },
    );
    const { user } = await renderApp(`/kaizen/${open.id}`, { as: 'lead' });

    await user.click(await screen.findByRole('button', { name: 'Afwijzen' }));
    const first = await screen.findByRole('dialog', { name: 'Kaizen afwijzen' });
    await fill(user, within(first).getByLabelText('Reden'), 'Nee.');
    await user.click(within(first).getByRole('button', { name: 'Afwijzen' }));
    await passUndoWindow();

    await screen.findByText('De reden is te vaag.');
    const dialog = await screen.findByRole('dialog', { name: 'Kaizen afwijzen' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reden' });
    expect(reason).toHaveAccessibleDescription(/De reden is te vaag\./);
    expect(reason).toHaveValue('Nee.');
    expect(reason).toHaveFocus();
    expect(refused.all).toHaveLength(1);
  });
});
