import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';
import { useUndoWindow } from '@tests/utils/undo-window';
import { resetAdminStorage } from '../kaizen-form-test-utils';
import { leadQueue, toastsAbout } from './review-test-utils';

beforeEach(resetAdminStorage);

const heading = (title: string) => screen.findByRole('heading', { level: 1, name: title });

async function openInTriage() {
  const queue = leadQueue();
  const requests = recordRequests();
  const app = await renderApp(`/kaizen/${queue[0].id}?queue=review`, { as: 'lead' });
  await heading(queue[0].title);
  const nav = await screen.findByRole('navigation', { name: 'Wachtrij' });
  await within(nav).findByText(`1 van ${queue.length}`);
  return { ...app, queue, requests };
}

const approvals = (requests: ReturnType<typeof recordRequests>, id: number) =>
  requests.onPath('POST', `/api/kaizen/${id}`);

/** The toasts on screen, shown or waiting for their toaster. */
const toasts = () => [...document.querySelectorAll('.qek-toaster .qek-toast')];

async function approveShown(user: Awaited<ReturnType<typeof openInTriage>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Goedkeuren' }));
}

describe('decisions in a row: each waits in its own window, under one snackbar', () => {
  test('undo takes back the latest decision, then the one before: nothing is sent', async () => {
    const { passUndoWindow } = useUndoWindow();
    const { user, queue, requests } = await openInTriage();

    await approveShown(user);
    await heading(queue[1].title);
    await approveShown(user);
    await heading(queue[2].title);
    // The second decision did not send the first.
    expect(approvals(requests, queue[0].id)).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Ongedaan maken' }));
    // The snackbar now offers the one before, still waiting.
    await waitFor(() => expect(toastsAbout(queue[0].title)).toHaveLength(1));
    expect(toastsAbout(queue[0].title)[0]).toHaveTextContent('Ongedaan maken');
    await user.keyboard('z');
    await waitFor(() => expect(toastsAbout(queue[0].title)).toHaveLength(0));

    await passUndoWindow();
    expect(approvals(requests, queue[0].id)).toHaveLength(0);
    expect(approvals(requests, queue[1].id)).toHaveLength(0);
    expect(
      await within(screen.getByRole('navigation', { name: 'Wachtrij' })).findByText(
        `3 van ${queue.length}`,
      ),
    ).toBeVisible();
  });

  test('each window runs on from its decision, across the next kaizen and the next decision', async () => {
    const { runUndoWindow } = useUndoWindow();
    const { user, queue, requests } = await openInTriage();

    await approveShown(user);
    await heading(queue[1].title);
    await runUndoWindow(0.6);
    // Another render of the triage (the kaizen after), then the next decision.
    await user.click(screen.getByRole('link', { name: 'Volgende' }));
    await heading(queue[2].title);
    await approveShown(user);
    await runUndoWindow(0.3);
    // 0.9 of the first window: the second decision has not sent it.
    expect(approvals(requests, queue[0].id)).toHaveLength(0);
    await runUndoWindow(0.3);

    // The first window has run out (1.2 of it), the second has not (0.6).
    await waitFor(() => expect(approvals(requests, queue[0].id)).toHaveLength(1));
    expect(approvals(requests, queue[2].id)).toHaveLength(0);
    await runUndoWindow(0.6);
    await waitFor(() => expect(approvals(requests, queue[2].id)).toHaveLength(1));
  });

  test('one snackbar at a time: the next decision takes its place, and it says when it is done', async () => {
    const { passUndoWindow } = useUndoWindow();
    const { user, queue } = await openInTriage();

    await approveShown(user);
    await heading(queue[1].title);
    await screen.findByRole('button', { name: 'Ongedaan maken' });
    await approveShown(user);
    await heading(queue[2].title);

    await waitFor(() => expect(toastsAbout(queue[1].title)).toHaveLength(1));
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent(`${queue[1].title}GoedgekeurdOngedaan maken`);

    await passUndoWindow();
    await waitFor(() => expect(toasts()[0]).toHaveTextContent('De kaizen is goedgekeurd.'));
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent(queue[1].title);
  });

  test('the snackbar gives way to an open dialog, and comes back when it closes', async () => {
    useUndoWindow();
    const { user, queue } = await openInTriage();

    await approveShown(user);
    await heading(queue[1].title);
    await screen.findByRole('button', { name: 'Ongedaan maken' });
    await user.click(screen.getByRole('button', { name: 'Afwijzen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kaizen afwijzen' });

    expect(toastsAbout(queue[0].title)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Ongedaan maken' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    expect(await screen.findByRole('button', { name: 'Ongedaan maken' })).toBeVisible();
  });

  test('a decision is said once, with the next kaizen; the tab names the kaizen on screen', async () => {
    useUndoWindow();
    const { user, queue } = await openInTriage();
    await waitFor(() => expect(document.title).toBe(`${queue[0].title} · Quick & Easy Kaizen`));

    await user.keyboard('a');
    await heading(queue[1].title);
    await screen.findByRole('button', { name: 'Ongedaan maken' });
    await waitFor(() => expect(document.title).toBe(`${queue[1].title} · Quick & Easy Kaizen`));

    const said = [...document.querySelectorAll('[aria-live="polite"], [aria-live="assertive"]')]
      .map((region) => region.textContent?.trim())
      .filter(Boolean);
    expect(said).toEqual([`Goedgekeurd: ${queue[0].title}. Volgende: ${queue[1].title}.`]);
  });

  test('leaving the page sends what waits, made to outlive it, without asking to stay', async () => {
    useUndoWindow();
    const { user, queue, requests } = await openInTriage();
    await approveShown(user);
    await heading(queue[1].title);
    await approveShown(user);
    await heading(queue[2].title);

    const leave = new Event('beforeunload', { cancelable: true });
    act(() => {
      window.dispatchEvent(leave);
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
    });

    expect(leave.defaultPrevented).toBe(false);
    await waitFor(() => expect(approvals(requests, queue[1].id)).toHaveLength(1));
    const [first] = approvals(requests, queue[0].id);
    expect(first.keepalive).toBe(true);
    expect(approvals(requests, queue[1].id)[0].keepalive).toBe(true);
  });
});
