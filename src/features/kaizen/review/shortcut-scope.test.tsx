import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';
import { useUndoWindow } from '@tests/utils/undo-window';
import { LEAD_ID, resetAdminStorage } from '../kaizen-form-test-utils';
import { leadQueue } from './review-test-utils';

beforeEach(resetAdminStorage);

const heading = (title: string) => screen.findByRole('heading', { level: 1, name: title });
const undoButton = () => screen.queryByRole('button', { name: 'Ongedaan maken' });

async function openInTriage() {
  const queue = leadQueue();
  const requests = recordRequests();
  const app = await renderApp(`/kaizen/${queue[0].id}?queue=review`, { as: 'lead' });
  await heading(queue[0].title);
  await screen.findByText(`1 van ${queue.length}`);
  return { ...app, queue, requests };
}

/** Nothing was decided: no undo offered, the same kaizen on screen, nothing sent. */
function expectNoDecision({ queue, requests }: Awaited<ReturnType<typeof openInTriage>>) {
  expect(undoButton()).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: queue[0].title })).toBeVisible();
  expect(requests.onPath('POST', `/api/kaizen/${queue[0].id}`)).toHaveLength(0);
}

const focus = (element: HTMLElement) =>
  act(() => {
    element.focus();
  });

describe('where the single-letter keys act', () => {
  test('not with the focus in the top bar', async () => {
    useUndoWindow();
    const triage = await openInTriage();
    const bell = await screen.findByRole('button', { name: /^Meldingen/ });

    focus(bell);
    await triage.user.keyboard('as');
    expectNoDecision(triage);
    focus(screen.getByRole('button', { name: /^Profielmenu/ }));
    await triage.user.keyboard('j');
    expectNoDecision(triage);

    // Back on the page (its heading) they act.
    focus(screen.getByRole('heading', { level: 1, name: triage.queue[0].title }));
    await triage.user.keyboard('a');
    await heading(triage.queue[1].title);
    expect(await screen.findByRole('button', { name: 'Ongedaan maken' })).toBeVisible();
  });

  test("not while a menu is open, the bell's say", async () => {
    const triage = await openInTriage();
    await triage.user.click(await screen.findByRole('button', { name: /^Meldingen/ }));
    await screen.findByRole('heading', { name: 'Wat er met uw kaizens gebeurde' });

    await triage.user.keyboard('a');
    expectNoDecision(triage);
  });

  test('not in a field: the queue keeps the focus on a checked row', async () => {
    const queue = leadQueue();
    const { user } = await renderApp('/review', { as: 'lead' });
    await screen.findByText(queue[0].title);
    const selectAll = screen.getByRole('checkbox', {
      name: 'Alle kaizens op deze pagina selecteren',
    });

    await user.click(selectAll);
    await user.keyboard('j');
    expect(selectAll).toHaveFocus();
  });
});

describe('turning the keys off', () => {
  test('the help says where they act and turns them off for this user, across a reload', async () => {
    const triage = await openInTriage();
    const opener = screen.getByRole('button', { name: 'Sneltoetsen (?)' });
    await triage.user.click(opener);
    const help = await screen.findByRole('dialog', { name: 'Sneltoetsen' });
    expect(help).toHaveAccessibleDescription(
      /niet in de bovenbalk, een menu, een venster of een veld/,
    );
    const toggle = within(help).getByRole('switch', { name: 'Sneltoetsen met één letter' });
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(toggle).toBeChecked();

    await triage.user.click(toggle);
    expect(toggle).not.toBeChecked();
    await triage.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    await triage.user.keyboard('a');
    expectNoDecision(triage);
    expect(localStorage.getItem(`qek_shortcuts_off_${LEAD_ID}`)).toBe('1');
    triage.unmount();

    // A reload keeps them off for her.
    const again = await openInTriage();
    await again.user.keyboard('as?');
    expectNoDecision(again);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    again.unmount();

    // Another user on this device still has them.
    const other = await renderApp('/profile', { as: 'superadmin' });
    await screen.findByRole('heading', { level: 1, name: 'Profiel' });
    expect(screen.getByRole('switch', { name: 'Sneltoetsen met één letter' })).toBeChecked();
    other.unmount();
    expect(localStorage.getItem(`qek_shortcuts_off_${LEAD_ID}`)).toBe('1');
  });

  test('her profile turns them back on', async () => {
    useUndoWindow();
    localStorage.setItem(`qek_shortcuts_off_${LEAD_ID}`, '1');
    const profile = await renderApp('/profile', { as: 'lead' });
    await screen.findByRole('heading', { level: 1, name: 'Profiel' });
    const toggle = screen.getByRole('switch', { name: 'Sneltoetsen met één letter' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/Zet ze uit als u een schermlezer gebruikt/);

    await profile.user.click(toggle);
    expect(toggle).toBeChecked();
    expect(localStorage.getItem(`qek_shortcuts_off_${LEAD_ID}`)).toBeNull();
    profile.unmount();

    const triage = await openInTriage();
    await triage.user.keyboard('a');
    await heading(triage.queue[1].title);
    expect(await screen.findByRole('button', { name: 'Ongedaan maken' })).toBeVisible();
  });

  test('an employee, who has no such keys, is not offered the switch', async () => {
    await renderApp('/profile', { as: 'employee', activeTeamId: 1 });
    await screen.findByRole('heading', { level: 1, name: 'Profiel' });
    expect(screen.queryByRole('switch', { name: 'Sneltoetsen met één letter' })).toBeNull();
  });
});
