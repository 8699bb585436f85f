import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';

const TABLE = 'POST /api/kaizen/table/approved';
const BY_TEAM = 'GET /api/kaizen/by-team/1';
const TEAM_DATA = 'GET /api/company/team-data';

describe('a page is fetched before it is opened', () => {
  test('pointing at a menu entry loads its language file; the click then asks for nothing more', async () => {
    const { user } = await renderApp('/help/faq', { as: 'lead' });
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Hoofdnavigatie' });
    const link = within(nav).getByRole('link', { name: 'Goedgekeurd' });
    const requests = recordRequests();

    fireEvent.mouseEnter(link);
    await waitFor(() =>
      expect(
        requests.lines().filter((line) => line.includes('/api/language/kaizen.index')),
      ).toHaveLength(1),
    );

    await user.click(link);
    await screen.findByRole('heading', { level: 1, name: 'Goedgekeurde kaizens' });
    expect(requests.lines().filter((line) => line.includes('/api/language/'))).toHaveLength(1);
  });

  test('focusing a menu entry by keyboard does the same', async () => {
    await renderApp('/help/faq', { as: 'lead' });
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Hoofdnavigatie' });
    const requests = recordRequests();

    fireEvent.focus(within(nav).getByRole('link', { name: 'Goedgekeurd' }));

    await waitFor(() =>
      expect(requests.lines().some((line) => line.includes('/api/language/kaizen.index'))).toBe(
        true,
      ),
    );
  });

  test('pointing at a list fetches its first page once; the click shows it without asking again', async () => {
    const { user } = await renderApp('/help/faq', { as: 'lead' });
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Hoofdnavigatie' });
    const link = within(nav).getByRole('link', { name: 'Goedgekeurd' });
    const requests = recordRequests();

    fireEvent.mouseEnter(link);
    await requests.next(TABLE);
    fireEvent.mouseLeave(link);
    fireEvent.mouseEnter(link);
    await user.click(link);

    const table = await screen.findByRole('table', { name: 'Goedgekeurde kaizens' });
    expect(within(table).getAllByRole('link').length).toBeGreaterThan(0);
    expect(requests.to(TABLE)).toHaveLength(1);
  });

  test("pointing at the dashboard fetches its data before the click; the team's kaizens the navigation's count already read", async () => {
    const { user } = await renderApp('/help/faq', { as: 'lead' });
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Hoofdnavigatie' });
    await within(nav).findByRole('link', { name: /^Te beoordelen\s*\d+ wachten$/ });
    const link = within(nav).getByRole('link', { name: 'Dashboard' });
    const requests = recordRequests();

    fireEvent.focus(link);
    await requests.next(TEAM_DATA);
    await user.click(link);

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect((await screen.findAllByText('Ingediend')).length).toBeGreaterThan(0);
    expect(requests.to(TEAM_DATA)).toHaveLength(1);
    expect(requests.to(BY_TEAM)).toHaveLength(0);
  });
});
