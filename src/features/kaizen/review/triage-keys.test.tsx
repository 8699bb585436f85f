import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { settleTiming } from '@/hooks/use-settled';
import { recordRequests } from '@tests/utils/api';
import { outsideAct } from '@tests/utils/outside-act';
import { holdFrames } from '@tests/utils/paint';
import { recordTextLookups } from '@tests/utils/text-lookups';
import { currentPath, renderApp } from '@tests/utils/render-app';
import { useUndoWindow } from '@tests/utils/undo-window';
import { formBody, openKaizenInTeam1, resetAdminStorage } from '../kaizen-form-test-utils';
import { leadQueue } from './review-test-utils';

beforeEach(resetAdminStorage);

const heading = (title: string) => screen.findByRole('heading', { level: 1, name: title });

async function openInTriage(index: number) {
  const queue = leadQueue();
  const requests = recordRequests();
  const app = await renderApp(`/kaizen/${queue[index].id}?queue=review`, { as: 'lead' });
  await heading(queue[index].title);
  const nav = await screen.findByRole('navigation', { name: 'Wachtrij' });
  await within(nav).findByText(`${index + 1} van ${queue.length}`);
  return { ...app, queue, requests };
}

const sentTo = (requests: ReturnType<typeof recordRequests>, id: number) =>
  requests.onPath('POST', `/api/kaizen/${id}`);

/** What the triage said to screen readers last (its polite live region). */
const liveRegion = () => document.querySelector('[aria-live="polite"][aria-atomic="true"]');

describe('the triage by keyboard', () => {
  test('j and k (or the arrows) go to the next and the previous kaizen', async () => {
    const { user, queue, router } = await openInTriage(1);

    await user.keyboard('j');
    await heading(queue[2].title);
    expect(currentPath(router)).toBe(`/kaizen/${queue[2].id}?queue=review`);
    await user.keyboard('{ArrowLeft}');
    await heading(queue[1].title);
    await user.keyboard('k');
    await heading(queue[0].title);
    await user.keyboard('{ArrowRight}');
    await heading(queue[1].title);
  });

  test('a approves and moves on, said aloud; z takes it back', async () => {
    useUndoWindow();
    const { user, queue, requests } = await openInTriage(0);

    await user.keyboard('a');
    await heading(queue[1].title);
    expect(liveRegion()).toHaveTextContent(
      `Goedgekeurd: ${queue[0].title}. Volgende: ${queue[1].title}.`,
    );
    expect(await screen.findByRole('button', { name: 'Ongedaan maken' })).toBeVisible();

    await user.keyboard('z');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Ongedaan maken' })).not.toBeInTheDocument(),
    );
    expect(liveRegion()).toHaveTextContent(`Ongedaan gemaakt: ${queue[0].title}.`);
    expect(sentTo(requests, queue[0].id)).toHaveLength(0);
    // u does the same; with nothing waiting it says so.
    await user.keyboard('u');
    expect(liveRegion()).toHaveTextContent('Er is niets om ongedaan te maken.');
  });

  test('the next kaizen is drawn before the snackbar: the decision waits behind it all the same', async () => {
    const { passUndoWindow } = useUndoWindow();
    const { paint } = holdFrames();
    const { user, queue, requests } = await openInTriage(0);

    await user.keyboard('a');
    await heading(queue[1].title);
    expect(screen.queryByRole('button', { name: 'Ongedaan maken' })).not.toBeInTheDocument();

    await paint();
    const undo = await screen.findByRole('button', { name: 'Ongedaan maken' });
    expect(undo.closest('[role="status"]')).toHaveTextContent(queue[0].title);
    expect(sentTo(requests, queue[0].id)).toHaveLength(0);
    await passUndoWindow();
    await waitFor(() => expect(sentTo(requests, queue[0].id)).toHaveLength(1));
  });

  test("the next kaizen is on screen as the key's event ends: drawn in its task, not in a transition after it", async () => {
    useUndoWindow();
    const { queue } = await openInTriage(0);

    outsideAct(() =>
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true })),
    );

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(queue[1].title);
    await heading(queue[1].title);
  });

  test('moving on draws the next kaizen, not the menus and bars around it again', async () => {
    useUndoWindow();
    const { user, queue } = await openInTriage(0);
    const lookedUp = recordTextLookups();

    await user.keyboard('a');
    await heading(queue[1].title);

    const keys = lookedUp();
    expect(keys).toContain('detail.approve');
    expect(keys).not.toContain('common.skip_to_content');
    expect(keys).not.toContain('topbar.new_kaizen');
    expect(keys).not.toContain('topbar.my_kaizens');
    expect(keys).not.toContain('shared_device.choice_title');
  });

  test('a held key decides once: its repeats, and a press before it is let go, do nothing', async () => {
    const { user, queue, requests } = await openInTriage(0);

    await user.keyboard('{a>}');
    await heading(queue[1].title);
    // The keyboard's auto-repeat on the next kaizen, then a keydown some systems send without
    // the repeat mark while the key is still down.
    for (let repeat = 0; repeat < 5; repeat += 1) {
      fireEvent.keyDown(document.activeElement ?? document.body, {
        key: 'a',
        code: 'KeyA',
        repeat: true,
      });
    }
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'a', code: 'KeyA' });
    await user.keyboard('{/a}');
    expect(screen.getByRole('heading', { level: 1, name: queue[1].title })).toBeVisible();

    // Released and pressed again: the next one is approved.
    await user.keyboard('a');
    await heading(queue[2].title);
    await waitFor(() => expect(sentTo(requests, queue[1].id)).toHaveLength(1));
    expect(sentTo(requests, queue[0].id)).toHaveLength(1);
    expect(sentTo(requests, queue[2].id)).toHaveLength(0);
  });

  test('a key acts only on a kaizen that has been on screen a moment', async () => {
    // The settling is the test's: long, on a clock the test moves.
    settleTiming.delayMs = 60_000;
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['performance'] });
    const { user, queue, requests } = await openInTriage(0);

    await user.keyboard('a');
    await user.keyboard('d');
    expect(screen.getByRole('heading', { level: 1, name: queue[0].title })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    await user.keyboard('a');
    await heading(queue[1].title);
    // The next kaizen has just come: the same quick key does nothing to it.
    await user.keyboard('a');
    await waitFor(() => expect(sentTo(requests, queue[0].id)).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: queue[1].title })).toBeVisible();
    expect(sentTo(requests, queue[1].id)).toHaveLength(0);
  });

  test('d opens the reason; no key acts while typing it, and it is sent with the decline', async () => {
    const { user, queue, requests } = await openInTriage(0);

    await user.keyboard('d');
    const dialog = await screen.findByRole('dialog', { name: 'Kaizen afwijzen' });
    const reason = within(dialog).getByLabelText('Reden');
    await waitFor(() => expect(reason).toHaveFocus());
    await user.keyboard('Dubbel: zie j, k en a.');
    expect(reason).toHaveValue('Dubbel: zie j, k en a.');
    expect(sentTo(requests, queue[0].id)).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: queue[0].title })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));
    await heading(queue[1].title);
    await waitFor(() =>
      expect(requests.onPath('POST', `/api/kaizen/${queue[0].id}/decline`)).toHaveLength(1),
    );
    const [sent] = requests.onPath('POST', `/api/kaizen/${queue[0].id}/decline`);
    expect(await sent.json()).toEqual({ reason: 'Dubbel: zie j, k en a.' });
  });

  test('s approves and shares', async () => {
    const { user, queue, requests } = await openInTriage(0);

    await user.keyboard('s');
    await heading(queue[1].title);
    await waitFor(() => expect(sentTo(requests, queue[0].id)).toHaveLength(2));
    const [approve, share] = sentTo(requests, queue[0].id);
    expect(await formBody(approve)).toEqual({ status: 'approved', _method: 'PUT' });
    expect(await formBody(share)).toEqual({ shared: '1', _method: 'PUT' });
  });

  test('? opens the help; while it is open, and with a modifier key, no shortcut acts', async () => {
    const { user, queue, requests } = await openInTriage(0);

    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Sneltoetsen' });
    expect(within(help).getByText('Afwijzen (vraagt eerst de reden)')).toBeVisible();
    await user.keyboard('aj');
    expect(screen.queryByRole('button', { name: 'Ongedaan maken' })).not.toBeInTheDocument();
    await user.click(within(help).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.keyboard('{Control>}a{/Control}{Alt>}j{/Alt}{Shift>}A{/Shift}');
    expect(screen.getByRole('heading', { level: 1, name: queue[0].title })).toBeVisible();
    expect(sentTo(requests, queue[0].id)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Goedkeuren' })).not.toHaveAttribute('aria-disabled');
  });

  test('every shortcut is also a button or link, and names its key', async () => {
    await openInTriage(1);

    expect(screen.getByRole('button', { name: 'Goedkeuren' })).toHaveAttribute(
      'aria-keyshortcuts',
      'a',
    );
    expect(screen.getByRole('button', { name: 'Goedkeuren en delen' })).toHaveAttribute(
      'aria-keyshortcuts',
      's',
    );
    expect(screen.getByRole('button', { name: 'Afwijzen' })).toHaveAttribute(
      'aria-keyshortcuts',
      'd',
    );
    expect(screen.getByRole('link', { name: 'Volgende' })).toHaveAttribute(
      'aria-keyshortcuts',
      'j ArrowRight',
    );
    expect(screen.getByRole('button', { name: 'Sneltoetsen (?)' })).toBeVisible();
  });

  test('outside the triage the keys do nothing: a kaizen opened on its own', async () => {
    const open = openKaizenInTeam1();
    const requests = recordRequests();
    const { user } = await renderApp(`/kaizen/${open.id}`, { as: 'lead' });
    await heading(open.title);

    await user.keyboard('a');
    expect(screen.getByRole('button', { name: 'Goedkeuren' })).not.toHaveAttribute('aria-disabled');
    expect(sentTo(requests, open.id)).toHaveLength(0);
  });
});
