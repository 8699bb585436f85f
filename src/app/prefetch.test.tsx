import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';

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
});
