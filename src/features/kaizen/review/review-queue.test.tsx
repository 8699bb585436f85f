import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { recordRequests } from '@tests/utils/api';
import { bar, idOf, moveTo, rowBoxes } from '@tests/utils/bulk-move';
import { renderApp } from '@tests/utils/render-app';
import { resetAdminStorage } from '../kaizen-form-test-utils';
import { recordRequestsTo } from '../list/kaizen-list-test-utils';
import { addWaiting, keepWaiting, leadQueue, leadsOwnOpen } from './review-test-utils';

beforeEach(resetAdminStorage);

const rowLinks = () =>
  within(screen.getByRole('region', { name: 'Te beoordelen' }))
    .getAllByRole('link')
    .filter((link) => link.classList.contains('review-queue__link'));
const navigation = () => screen.getByRole('navigation', { name: 'Hoofdnavigatie' });

describe('the review queue', () => {
  test("lists every kaizen awaiting the lead's decision, oldest first, the lead's own left out", async () => {
    const queue = leadQueue();
    expect(leadsOwnOpen().length).toBeGreaterThan(0);
    await renderApp('/review', { as: 'lead' });

    await screen.findByRole('heading', { level: 1, name: 'Te beoordelen' });
    await screen.findByText(`${queue.length} kaizens wachten op uw besluit.`);
    expect(rowLinks().map((link) => link.textContent)).toEqual(queue.map((k) => k.title));
    for (const own of leadsOwnOpen()) expect(screen.queryByText(own.title)).toBeNull();
    // Each opens the triage: the detail with its place in the queue.
    expect(rowLinks()[0]).toHaveAttribute('href', `/kaizen/${queue[0].id}?queue=review`);
    expect(rowLinks()[1]).toHaveAccessibleDescription(/^2 van 4 · door /);
  });

  test('the navigation counts them from the same list, without a second call', async () => {
    const requests = recordRequests();
    await renderApp('/review', { as: 'lead' });
    await screen.findByRole('heading', { level: 1, name: 'Te beoordelen' });

    // Browsers put a space between the flex items' texts; jsdom does not.
    const entry = await within(navigation()).findByRole('link', {
      name: new RegExp(`^Te beoordelen\\s*${leadQueue().length} wachten$`),
    });
    expect(entry).toHaveAttribute('href', '/review');
    expect(requests.onPath('GET', '/api/kaizen/by-team/1')).toHaveLength(1);
  });

  test('is paged here, 20 to a page, and a page is in the address', async () => {
    addWaiting(20);
    const total = leadQueue().length;
    const { user, router } = await renderApp('/review', { as: 'lead' });

    await screen.findByText(`${total} kaizens wachten op uw besluit.`);
    expect(rowLinks()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: '2' }));

    expect(router.state.location.search).toBe('?page=2');
    expect(rowLinks().map((link) => link.textContent)).toEqual(
      leadQueue()
        .slice(20)
        .map((k) => k.title),
    );
    expect(rowLinks()[0]).toHaveAccessibleDescription(new RegExp(`^21 van ${total} · `));
  });

  test('with nothing left: "Alles beoordeeld" and the way back to the dashboard', async () => {
    keepWaiting(0);
    const { user } = await renderApp('/review', { as: 'lead' });

    expect(await screen.findByRole('heading', { name: 'Alles beoordeeld' })).toBeVisible();
    expect(within(navigation()).getByRole('link', { name: 'Te beoordelen' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Terug naar het dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('j and k (or the arrows) move through its rows; the help lists every key', async () => {
    const queue = leadQueue();
    const { user } = await renderApp('/review', { as: 'lead' });
    await screen.findByText(queue[0].title);

    await user.keyboard('j');
    expect(screen.getByRole('link', { name: queue[0].title })).toHaveFocus();
    await user.keyboard('j{ArrowRight}');
    expect(screen.getByRole('link', { name: queue[2].title })).toHaveFocus();
    await user.keyboard('k');
    expect(screen.getByRole('link', { name: queue[1].title })).toHaveFocus();

    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Sneltoetsen' });
    expect(within(help).getByText('Goedkeuren en delen')).toBeVisible();
    expect(
      within(help)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['j of →', 'k of ←', 'a', 'd', 's', 'z of u', '?']);
  });

  test('kaizens chosen in the queue move to another team together, leave it, and the heading has the focus', async () => {
    const queue = leadQueue();
    const moves = recordRequestsTo('/api/kaizen/move-multiple');
    const { user } = await renderApp('/review', { as: 'lead' });
    await screen.findByText(`${queue.length} kaizens wachten op uw besluit.`);
    const boxes = rowBoxes(screen.getByRole('region', { name: 'Te beoordelen' }));
    expect(boxes).toHaveLength(queue.length);

    await user.click(boxes[0]);
    await user.click(boxes[1]);
    expect(within(bar()).getByText('2 kaizens geselecteerd')).toBeVisible();
    const dialog = await moveTo(user, 'Logistiek');
    await user.click(within(dialog).getByRole('button', { name: '2 kaizens verplaatsen' }));

    await waitFor(() =>
      expect(rowLinks().map((link) => link.textContent)).toEqual(
        queue.slice(2).map((kaizen) => kaizen.title),
      ),
    );
    const bodies = (await moves.bodies()) as Record<string, string>[];
    expect(bodies).toHaveLength(1);
    expect(bodies[0].selected_kaizens).toBe(JSON.stringify([idOf(boxes[0]), idOf(boxes[1])]));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Te beoordelen' })).toHaveFocus(),
    );
  });
});
