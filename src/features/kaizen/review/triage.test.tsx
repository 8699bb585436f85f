import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { http } from 'msw';
import { server } from '@/mocks/server';
import { answer, recordRequests } from '@tests/utils/api';
import { neverAnswer } from '@tests/utils/timeout-fault';
import { currentPath, renderApp } from '@tests/utils/render-app';
import { useUndoWindow } from '@tests/utils/undo-window';
import { fill, formBody, resetAdminStorage } from '../kaizen-form-test-utils';
import { keepWaiting, leadQueue, toastsAbout } from './review-test-utils';

beforeEach(resetAdminStorage);

const triageNav = () => screen.getByRole('navigation', { name: 'Wachtrij' });
const heading = (title: string) => screen.findByRole('heading', { level: 1, name: title });

/** The kaizen is on screen with its place in the queue (the team's list has come). */
async function inTriage(title: string, place: string) {
  await heading(title);
  await within(await screen.findByRole('navigation', { name: 'Wachtrij' })).findByText(place);
}
const approvals = (requests: ReturnType<typeof recordRequests>, id: number) =>
  requests.onPath('POST', `/api/kaizen/${id}`);

describe('triage: a kaizen opened from the review queue', () => {
  test('shows its place in the queue, with previous and next', async () => {
    const queue = leadQueue();
    await renderApp(`/kaizen/${queue[1].id}?queue=review`, { as: 'lead' });

    await inTriage(queue[1].title, `2 van ${queue.length}`);
    expect(within(triageNav()).getByRole('link', { name: 'Vorige' })).toHaveAttribute(
      'href',
      `/kaizen/${queue[0].id}?queue=review`,
    );
    expect(within(triageNav()).getByRole('link', { name: 'Volgende' })).toHaveAttribute(
      'href',
      `/kaizen/${queue[2].id}?queue=review`,
    );
    expect(within(triageNav()).getByRole('link', { name: 'Naar de wachtrij' })).toHaveAttribute(
      'href',
      '/review',
    );
  });

  test('the first has no previous; next leads on and keeps the triage in the address', async () => {
    const queue = leadQueue();
    const { user, router } = await renderApp(`/kaizen/${queue[0].id}?queue=review`, {
      as: 'lead',
    });
    await within(await screen.findByRole('navigation', { name: 'Wachtrij' })).findByText(
      `1 van ${queue.length}`,
    );
    expect(within(triageNav()).getByRole('link', { name: 'Vorige' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(within(triageNav()).getByRole('link', { name: 'Volgende' }));
    await heading(queue[1].title);
    expect(currentPath(router)).toBe(`/kaizen/${queue[1].id}?queue=review`);
  });

  test('after an approval the next kaizen is on screen at once (fetched ahead), and the approval is sent', async () => {
    const queue = leadQueue();
    const requests = recordRequests();
    const { user, router } = await renderApp(`/kaizen/${queue[0].id}?queue=review`, {
      as: 'lead',
    });
    await inTriage(queue[0].title, `1 van ${queue.length}`);
    // The next one is fetched while the first is read.
    await waitFor(() =>
      expect(requests.onPath('GET', `/api/kaizen/${queue[1].id}`)).toHaveLength(1),
    );

    await user.click(screen.getByRole('button', { name: 'Goedkeuren' }));

    await heading(queue[1].title);
    expect(currentPath(router)).toBe(`/kaizen/${queue[1].id}?queue=review`);
    expect(within(triageNav()).getByText(`1 van ${queue.length - 1}`)).toBeVisible();
    await waitFor(() => expect(approvals(requests, queue[0].id)).toHaveLength(1));
    expect(await formBody(approvals(requests, queue[0].id)[0])).toEqual({
      status: 'approved',
      _method: 'PUT',
    });
    expect(approvals(requests, queue[1].id)).toHaveLength(0);
    // Drawn from what was fetched ahead: not asked for again.
    expect(requests.onPath('GET', `/api/kaizen/${queue[1].id}`)).toHaveLength(1);
    // One toast for the decision: its undo toast became its result, and it names the kaizen.
    await screen.findByText('De kaizen is goedgekeurd.');
    expect(toastsAbout(queue[0].title)).toHaveLength(1);
    expect(toastsAbout(queue[0].title)[0]).toHaveTextContent('De kaizen is goedgekeurd.');
    // The team's whole list took the approved kaizen in place: not downloaded again.
    expect(requests.onPath('GET', '/api/kaizen/by-team/1')).toHaveLength(1);
  });

  test('undo after moving on takes the previous decision back: nothing is sent, and it is back in the queue', async () => {
    const { passUndoWindow } = useUndoWindow();
    const queue = leadQueue();
    const requests = recordRequests();
    const { user } = await renderApp(`/kaizen/${queue[0].id}?queue=review`, { as: 'lead' });
    await inTriage(queue[0].title, `1 van ${queue.length}`);

    await user.click(screen.getByRole('button', { name: 'Goedkeuren' }));
    await heading(queue[1].title);
    const [toast] = toastsAbout(queue[0].title);
    expect(toast).toHaveTextContent(`${queue[0].title}GoedgekeurdOngedaan maken`);
    await user.click(within(toast as HTMLElement).getByRole('button', { name: 'Ongedaan maken' }));

    await passUndoWindow();
    expect(approvals(requests, queue[0].id)).toHaveLength(0);
    expect(toastsAbout(queue[0].title)).toHaveLength(0);
    expect(await within(triageNav()).findByText(`2 van ${queue.length}`)).toBeVisible();
    expect(within(triageNav()).getByRole('link', { name: 'Vorige' })).toHaveAttribute(
      'href',
      `/kaizen/${queue[0].id}?queue=review`,
    );
    expect(screen.getByRole('heading', { level: 1, name: queue[1].title })).toHaveFocus();
  });

  test('a decision waiting while the user leaves the triage is sent at once', async () => {
    const { passUndoWindow } = useUndoWindow();
    const queue = leadQueue();
    const requests = recordRequests();
    const { user } = await renderApp(`/kaizen/${queue[0].id}?queue=review`, { as: 'lead' });
    await inTriage(queue[0].title, `1 van ${queue.length}`);

    await user.click(screen.getByRole('button', { name: 'Goedkeuren' }));
    await heading(queue[1].title);
    // Back to the queue: still in the triage, the undo stays.
    await user.click(within(triageNav()).getByRole('link', { name: 'Naar de wachtrij' }));
    await heading('Te beoordelen');
    expect(screen.getByRole('button', { name: 'Ongedaan maken' })).toBeVisible();
    expect(approvals(requests, queue[0].id)).toHaveLength(0);

    await user.click(screen.getAllByRole('link', { name: 'Dashboard' })[0]);
    await waitFor(() => expect(approvals(requests, queue[0].id)).toHaveLength(1));
    await passUndoWindow();
    expect(approvals(requests, queue[0].id)).toHaveLength(1);
  });

  test('declining asks for the reason, then moves on and sends the reason', async () => {
    const queue = leadQueue();
    const requests = recordRequests();
    const { user } = await renderApp(`/kaizen/${queue[0].id}?queue=review`, { as: 'lead' });
    await inTriage(queue[0].title, `1 van ${queue.length}`);

    await user.click(screen.getByRole('button', { name: 'Afwijzen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kaizen afwijzen' });
    await fill(user, within(dialog).getByLabelText('Reden'), 'Dubbel met een eerdere kaizen.');
    await user.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));

    await heading(queue[1].title);
    await waitFor(() =>
      expect(requests.onPath('POST', `/api/kaizen/${queue[0].id}/decline`)).toHaveLength(1),
    );
    const [sent] = requests.onPath('POST', `/api/kaizen/${queue[0].id}/decline`);
    expect(await sent.json()).toEqual({ reason: 'Dubbel met een eerdere kaizen.' });
    expect(await screen.findByText('De kaizen is afgewezen.')).toBeVisible();
    expect(toastsAbout(queue[0].title)).toHaveLength(1);
  });

  test('the last decision ends on "Alles beoordeeld", with the way back', async () => {
    const [only] = keepWaiting(1);
    const { user, router } = await renderApp(`/kaizen/${only.id}?queue=review`, { as: 'lead' });
    await within(await screen.findByRole('navigation', { name: 'Wachtrij' })).findByText('1 van 1');

    await user.click(screen.getByRole('button', { name: 'Goedkeuren' }));

    expect(await screen.findByRole('heading', { name: 'Alles beoordeeld' })).toBeVisible();
    expect(currentPath(router)).toBe('/review');
    expect(screen.getByRole('link', { name: 'Terug naar het dashboard' })).toBeVisible();
    expect(await screen.findByText('De kaizen is goedgekeurd.')).toBeVisible();
  });

  test('an approval the server took but answered unreadably keeps the kaizen out of the queue until its list is read again', async () => {
    const queue = leadQueue();
    const { user } = await renderApp(`/kaizen/${queue[0].id}?queue=review`, { as: 'lead' });
    await inTriage(queue[0].title, `1 van ${queue.length}`);
    answer('post', `/api/kaizen/${queue[0].id}`, { saved: true });
    // The team's list is asked for again after the unreadable answer, and not answered yet.
    server.use(http.get('*/api/kaizen/by-team/1', neverAnswer));

    await user.click(screen.getByRole('button', { name: 'Goedkeuren' }));
    await heading(queue[1].title);
    await screen.findByText(/^Opgeslagen, maar het antwoord van de server was onleesbaar/);
    // Its own toast goes once the decision is through (the unreadable answer says the rest).
    await waitFor(() => expect(toastsAbout(queue[0].title)).toHaveLength(0));

    expect(within(triageNav()).getByText(`1 van ${queue.length - 1}`)).toBeVisible();
  });
});
