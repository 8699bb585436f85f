import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, onTestFinished, test } from 'vitest';
import { paths } from '@/config/paths';
import { dashboardShown, kpi } from '@/features/dashboard/dashboard-test-utils';
import { undoTiming } from '@/hooks/use-undoable';
import { answer, recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';

const TABLE = 'POST /api/kaizen/table/approved';

/** A key figure of the dashboard as a number ("1.234" in Dutch). */
const figure = (label: string) => Number(kpi(label)?.replace(/\./g, ''));

/** The dashboard's key figures of the decisions, once shown. */
async function decisionFigures() {
  await dashboardShown();
  return {
    open: figure('Te beoordelen'),
    approved: figure('Goedgekeurd'),
    declined: figure('Afgewezen'),
  };
}

/**
 * From the dashboard, opens the kaizen that has waited longest for the lead's decision: one the
 * lead did not write (another reviewer decides on those).
 */
async function openLongestWaiting(user: UserEvent) {
  // A reviewer's card lists only what awaits their decision (their own are left out).
  const waiting = screen.getByRole('region', { name: 'Wacht op uw besluit, oudste eerst' });
  await user.click(within(within(waiting).getAllByRole('listitem')[0]).getByRole('link'));
}

/** Back to the dashboard through the main navigation. */
async function backToDashboard(user: UserEvent) {
  const navigation = screen.getByRole('navigation', { name: 'Hoofdnavigatie' });
  await user.click(within(navigation).getByRole('link', { name: 'Dashboard' }));
}

async function approvedRows() {
  const table = await screen.findByRole('table', { name: 'Goedgekeurde kaizens' });
  return within(table).findAllByRole('link');
}

describe('server state (TanStack Query)', () => {
  test('a revisited list shows its cached rows at once and refreshes them in the background', async () => {
    const requests = recordRequests();
    const { router } = await renderApp(paths.kaizenApproved, { as: 'lead' });
    const titles = (await approvedRows()).map((link) => link.textContent);
    await act(() => router.navigate(paths.home));
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    const refresh = requests.next(TABLE);

    await act(() => router.navigate(paths.kaizenApproved));

    // In the same render as the route change: no loading state, the cached rows.
    const table = screen.getByRole('table', { name: 'Goedgekeurde kaizens' });
    expect(within(table).queryByText('Laden...')).not.toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(titles);
    await refresh;
    expect(requests.to(TABLE)).toHaveLength(2);
  });

  test('a read refused with a 4xx is not sent again', async () => {
    const teams = answer('get', '*/crud/team', { message: 'Forbidden' }, { status: 403 });
    await renderApp('/team', { as: 'admin', activeTeamId: 1 });

    expect(await screen.findByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
    expect(teams.all).toHaveLength(1);
  });

  test('a read that failed with a 5xx is retried once before the error shows', async () => {
    const teams = answer('get', '*/crud/team', {}, { status: 500 });
    await renderApp('/team', { as: 'admin', activeTeamId: 1 });

    expect(await screen.findByText(/Er ging iets mis op de server/)).toBeVisible();
    expect(teams.all).toHaveLength(2);
  });

  // The team's kaizens behind the dashboard are read once per session (teamKaizens): a
  // decision taken meanwhile must not leave the dashboard showing the figures from before it.
  describe('the dashboard after a decision', () => {
    test('approving a kaizen shows in the figures on coming back', async () => {
      // The undo toast's wait is not what this test is about: the decision goes out at once.
      undoTiming.delayMs = 0;
      onTestFinished(() => {
        undoTiming.delayMs = 5000;
      });
      const { user } = await renderApp(paths.home, { as: 'lead' });
      const before = await decisionFigures();
      await openLongestWaiting(user);

      await user.click(await screen.findByRole('button', { name: 'Goedkeuren' }));
      expect(await screen.findByText('De kaizen is goedgekeurd.')).toBeVisible();
      await backToDashboard(user);

      await waitFor(async () =>
        expect(await decisionFigures()).toEqual({
          open: before.open - 1,
          approved: before.approved + 1,
          declined: before.declined,
        }),
      );
    });

    test('declining a kaizen and leaving at once shows in the figures too', async () => {
      // Leaving the kaizen sends the waiting decision (it is never lost); no undo wait here.
      undoTiming.delayMs = 60 * 60_000;
      onTestFinished(() => {
        undoTiming.delayMs = 5000;
      });
      const requests = recordRequests();
      const { user } = await renderApp(paths.home, { as: 'lead' });
      const before = await decisionFigures();
      await openLongestWaiting(user);

      await user.click(await screen.findByRole('button', { name: 'Afwijzen' }));
      const dialog = await screen.findByRole('dialog', { name: 'Kaizen afwijzen' });
      await user.click(within(dialog).getByLabelText('Reden'));
      await user.paste('Past niet in het budget.');
      await user.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));
      await screen.findByRole('button', { name: 'Ongedaan maken' });
      await backToDashboard(user);

      await waitFor(async () =>
        expect(await decisionFigures()).toEqual({
          open: before.open - 1,
          approved: before.approved,
          declined: before.declined + 1,
        }),
      );
      expect(requests.all.filter((request) => request.url.endsWith('/decline'))).toHaveLength(1);
    });
  });
});
