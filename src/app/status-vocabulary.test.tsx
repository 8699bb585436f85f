import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { paths } from '@/config/paths';
import { dashboardShown } from '@/features/dashboard/dashboard-test-utils';
import { renderApp } from '@tests/utils/render-app';

// docs/design.md, "Status": one word, colour and icon per state, on every screen.
const WORDS = ['Concept', 'Wacht op besluit', 'Goedgekeurd', 'Afgewezen'];

/** The status a screen shows inside `container`: its word, and whether an icon goes with it. */
function shownStatus(container: HTMLElement) {
  const status = within(container).getByText(
    (_, element) => WORDS.includes(element?.textContent ?? '') && element?.tagName === 'SPAN',
  );
  return { word: status.textContent, icon: status.querySelector('svg') !== null };
}

type Router = Awaited<ReturnType<typeof renderApp>>['router'];

async function detailStatus(router: Router, id: string) {
  await act(() => router.navigate(paths.kaizenEdit(id)));
  const header = (await screen.findByRole('article')).querySelector('header') as HTMLElement;
  return shownStatus(header);
}

describe('the status vocabulary', () => {
  test('a kaizen waiting for a decision reads the same on the dashboard and its page', async () => {
    const { router } = await renderApp('/home', { as: 'lead' });
    await dashboardShown();
    const latest = screen.getByRole('region', { name: 'Nieuwste kaizens' });
    const item = within(latest)
      .getAllByRole('listitem')
      .find((entry) => within(entry).queryByText('Wacht op besluit'));
    if (!item) throw new Error('No waiting kaizen among the latest.');
    const link = within(item).getByRole('link');
    const id = link.getAttribute('href')?.split('/').pop() ?? '';

    expect(shownStatus(item)).toEqual({ word: 'Wacht op besluit', icon: true });
    expect(await detailStatus(router, id)).toEqual({ word: 'Wacht op besluit', icon: true });
  });

  test('an approved kaizen reads the same in the list and on its page', async () => {
    const { router } = await renderApp(`${paths.kaizenApproved}?view=table`, { as: 'lead' });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    const [, row] = within(table).getAllByRole('row');
    const id = within(row).getByRole('link').getAttribute('href')?.split('/').pop() ?? '';

    expect(shownStatus(row)).toEqual({ word: 'Goedgekeurd', icon: true });
    expect(await detailStatus(router, id)).toEqual({ word: 'Goedgekeurd', icon: true });
  });
});
