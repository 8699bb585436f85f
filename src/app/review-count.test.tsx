import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { dashboardShown, kpi } from '@/features/dashboard/dashboard-test-utils';
import { recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';
import { useUndoWindow } from '@tests/utils/undo-window';
import { resetAdminStorage } from '@/features/kaizen/kaizen-form-test-utils';
import { leadQueue, leadsOwnOpen, toastsAbout } from '@/features/kaizen/review/review-test-utils';

beforeEach(resetAdminStorage);

const navigation = () => screen.getByRole('navigation', { name: 'Hoofdnavigatie' });

/** The number beside "Te beoordelen" in the navigation, as a screen reader reads it. */
async function navCount(count: number) {
  // Browsers put a space between the flex items' texts; jsdom does not.
  return within(navigation()).findByRole('link', {
    name: new RegExp(`^Te beoordelen\\s*${count} wachten$`),
  });
}

/** The triage's place ("1 van 4"), once it says `text`; each kaizen draws its own. */
const triagePlace = (text: string) => screen.findByText(text, { selector: '.triage-nav__place' });

describe('"Te beoordelen": one number everywhere', () => {
  test('the navigation, the dashboard tile and the queue count what the lead may decide, and follow a decision and its undo at once', async () => {
    const { passUndoWindow } = useUndoWindow();
    const queue = leadQueue();
    // The team's open kaizens include the lead's own, which another reviewer decides.
    expect(leadsOwnOpen().length).toBeGreaterThan(0);
    const requests = recordRequests();
    const { user } = await renderApp('/home', { as: 'lead' });
    await dashboardShown();

    await navCount(queue.length);
    expect(kpi('Te beoordelen')).toBe(String(queue.length));

    await user.click(within(navigation()).getByRole('link', { name: /^Te beoordelen/ }));
    await screen.findByText(`${queue.length} kaizens wachten op uw besluit.`);
    await user.click(screen.getByRole('link', { name: queue[0].title }));
    expect(await triagePlace(`1 van ${queue.length}`)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Goedkeuren' }));
    // Out of the count while its undo waits, in the navigation and the triage alike.
    await navCount(queue.length - 1);
    expect(await triagePlace(`1 van ${queue.length - 1}`)).toBeVisible();

    await waitFor(() => expect(toastsAbout(queue[0].title)).toHaveLength(1));
    const [toast] = toastsAbout(queue[0].title) as HTMLElement[];
    await user.click(within(toast).getByRole('button', { name: 'Ongedaan maken' }));
    await navCount(queue.length);
    expect(await triagePlace(`2 van ${queue.length}`)).toBeVisible();

    await passUndoWindow();
    expect(requests.onPath('POST', `/api/kaizen/${queue[0].id}`)).toHaveLength(0);
    // Back on the dashboard the tile says the same.
    await user.click(within(navigation()).getByRole('link', { name: 'Dashboard' }));
    await dashboardShown();
    expect(kpi('Te beoordelen')).toBe(String(queue.length));
    await navCount(queue.length);
  });

  test('a page that does not read the team list shows the count too, fetched once', async () => {
    const requests = recordRequests();
    await renderApp('/help/faq', { as: 'lead' });

    await screen.findByRole('heading', { level: 1, name: 'Veelgestelde vragen' });
    expect(await navCount(leadQueue().length)).toHaveAttribute('href', '/review');
    expect(requests.onPath('GET', '/api/kaizen/by-team/1')).toHaveLength(1);
  });
});
