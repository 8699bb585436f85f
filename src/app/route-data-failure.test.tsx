import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { failNext } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';

const APPROVED = '*/api/kaizen/table/approved';

async function rowsShown() {
  const table = await screen.findByRole('table', { name: 'Goedgekeurde kaizens' });
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  return within(table).getAllByRole('row').slice(1);
}

describe("a 5xx on a route's data (spec §2/§8)", () => {
  test('on the first load: the generic error page, whose retry loads the page', async () => {
    // React reports the error its boundary caught; the output need not repeat it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failNext('post', APPROVED, 500);
    const { user } = await renderApp('/kaizen/approved', { as: 'lead' });

    const title = await screen.findByRole('heading', { level: 1, name: 'Helaas...' });
    const page = title.closest('section') as HTMLElement;
    expect(page).toHaveAttribute('data-variant', 'generic');
    expect(within(page).getByText('Foutcode 500')).toBeVisible();
    // The layout stays around it.
    expect(screen.getByRole('navigation', { name: 'Hoofdnavigatie' })).toBeVisible();
    await user.click(within(page).getByRole('button', { name: 'Opnieuw proberen' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Goedgekeurde kaizens' }),
    ).toBeVisible();
    expect(await rowsShown()).toHaveLength(20);
  });

  test('with data on screen (the next page of a table): the page keeps it and says so itself', async () => {
    const { user } = await renderApp('/kaizen/approved', { as: 'lead' });
    await rowsShown();
    failNext('post', APPROVED, 500);

    const pages = screen.getByRole('navigation', { name: "Pagina's van Goedgekeurde kaizens" });
    await user.click(within(pages).getByRole('button', { name: '2' }));

    expect(await screen.findByText(/Er ging iets mis op de server/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Goedgekeurde kaizens' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Helaas...' })).not.toBeInTheDocument();
  });
});
