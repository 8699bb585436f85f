import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { ADMIN_STORAGE_KEY, useAdminStorage } from '@/stores/admin-storage-store';
import { currentPath, renderApp } from '@tests/utils/render-app';
import { failNext } from '@tests/utils/api';
import { recordRequestsTo } from './kaizen-list-test-utils';
import { enterSearch } from '@tests/utils/search';

const APPROVED = '/api/kaizen/table/approved';

beforeEach(() => {
  useAdminStorage.setState({ approvedFilters: undefined, declinedFilters: undefined });
});

async function rowsShown(name = 'Goedgekeurde kaizens') {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  return within(table).getAllByRole('row').slice(1);
}

// Route-level: each test signs in and starts the whole app.
describe('approved kaizens', () => {
  test('the first page is asked for at start 0 and each row links to its kaizen', async () => {
    const requests = recordRequestsTo(APPROVED);
    await renderApp('/kaizen/approved', { as: 'lead' });

    const rows = await rowsShown();
    expect(rows).toHaveLength(20);
    expect(await requests.lastBody()).toEqual({
      start: 0,
      size: 20,
      sortField: 'decided_at',
      sortFieldDir: 'desc',
      filters: {},
    });
    const link = within(rows[0]).getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^\/kaizen\/\d+$/);
  });

  test('one button counts the filters that are set and shows or hides them (a phone hides them first)', async () => {
    const { user } = await renderApp('/kaizen/approved?q=Led&from=2020-01-01', { as: 'lead' });
    await rowsShown();
    const button = screen.getByRole('button', { name: 'Filters (2)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute(
      'aria-controls',
      screen.getByRole('search', { name: 'Kaizens filteren' }).parentElement?.id,
    );

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Filters wissen' }));
    expect(await screen.findByRole('button', { name: 'Filters (0)' })).toBeInTheDocument();
  });

  test('another page is asked for at start = page * size', async () => {
    const requests = recordRequestsTo(APPROVED);
    const { user } = await renderApp('/kaizen/approved', { as: 'lead' });
    await rowsShown();

    const pages = screen.getByRole('navigation', { name: "Pagina's van Goedgekeurde kaizens" });
    await user.click(within(pages).getByRole('button', { name: '2' }));

    await waitFor(async () => expect(await requests.lastBody()).toMatchObject({ start: 20 }));
    expect(within(pages).getByRole('button', { name: '2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a column header sorts by its column and a second click reverses it', async () => {
    const requests = recordRequestsTo(APPROVED);
    const { user } = await renderApp('/kaizen/approved', { as: 'lead' });
    await rowsShown();

    await user.click(screen.getByRole('button', { name: /^Titel/ }));
    await waitFor(async () =>
      expect(await requests.lastBody()).toMatchObject({ sortField: 'title', sortFieldDir: 'asc' }),
    );
    expect(screen.getByRole('columnheader', { name: /^Titel/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.click(screen.getByRole('button', { name: /^Titel/ }));
    await waitFor(async () =>
      expect(await requests.lastBody()).toMatchObject({ sortField: 'title', sortFieldDir: 'desc' }),
    );
    expect(screen.getByRole('columnheader', { name: /^Titel/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  test('"oldest first" sorts by submission date, ascending, from page 0', async () => {
    const requests = recordRequestsTo(APPROVED);
    const { user } = await renderApp('/kaizen/approved', { as: 'lead' });
    await rowsShown();
    await user.click(screen.getByRole('button', { name: '2' }));

    await user.selectOptions(screen.getByLabelText('Sorteren'), 'Oudste eerst');

    await waitFor(async () =>
      expect(await requests.lastBody()).toMatchObject({
        start: 0,
        sortField: 'created_at',
        sortFieldDir: 'asc',
      }),
    );
    expect(screen.getByRole('columnheader', { name: /^Ingediend op/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  test('filters are sent, kept in admin_storage and still there after a reload', async () => {
    const requests = recordRequestsTo(APPROVED);
    const first = await renderApp('/kaizen/approved', { as: 'lead' });
    await rowsShown();

    await enterSearch(first.user, screen.getByRole('searchbox', { name: 'Zoeken' }), 'lade');
    await screen.findByRole('option', { name: 'Productie' });
    await first.user.selectOptions(screen.getByLabelText('Team'), 'Productie');
    await first.user.type(screen.getByLabelText('Ingediend vanaf'), '2020-01-01');

    const expected = { search: 'lade', team_id: 1, date_from: '2020-01-01' };
    await waitFor(async () =>
      expect(await requests.lastBody()).toMatchObject({ start: 0, filters: expected }),
    );
    const stored = JSON.parse(localStorage.getItem(ADMIN_STORAGE_KEY) ?? '{}') as {
      state: { approvedFilters: { filters: unknown } };
    };
    expect(stored.state.approvedFilters.filters).toEqual(expected);

    first.unmount();
    await useAdminStorage.persist.rehydrate();
    requests.clear();
    await renderApp('/kaizen/approved', { as: 'lead' });
    await rowsShown();

    expect(await requests.lastBody()).toMatchObject({ filters: expected });
    expect(screen.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue('lade');
    expect(screen.getByLabelText('Team')).toHaveDisplayValue('Productie');
  });

  test('a filter nothing matches shows the empty state, and clearing brings the rows back', async () => {
    const { user } = await renderApp('/kaizen/approved', { as: 'lead' });
    await rowsShown();

    await enterSearch(user, screen.getByRole('searchbox', { name: 'Zoeken' }), 'zzzqqq', {
      submit: true,
    });

    expect(await screen.findByText('Geen kaizens gevonden met deze filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters wissen' }));
    expect(await rowsShown()).toHaveLength(20);
    expect(screen.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue('');
  });

  test('a failed page shows the error with a retry that loads it again', async () => {
    failNext('post', '*/api/kaizen/table/approved', 500);
    const { user } = await renderApp('/kaizen/approved', { as: 'lead' });

    expect(await screen.findByText(/Er ging iets mis op de server/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));

    expect(await rowsShown()).toHaveLength(20);
  });

  test('the cards view shows the same kaizens and is remembered for the tab', async () => {
    const { user, unmount } = await renderApp('/kaizen/approved', { as: 'lead' });
    const titles = (await rowsShown()).map((row) => within(row).getByRole('link').textContent);

    await user.click(screen.getByRole('button', { name: 'Kaarten' }));

    const cards = screen.getByRole('list', { name: 'Goedgekeurde kaizens' });
    expect(
      within(cards)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(titles);
    unmount();
    await renderApp('/kaizen/approved', { as: 'lead' });
    expect(await screen.findByRole('list', { name: 'Goedgekeurde kaizens' })).toBeInTheDocument();
  });

  test('a card shows its before and after photos (lazy, labelled) or its title large, and is one link named by its title', async () => {
    const { user } = await renderApp('/kaizen/approved?view=cards', { as: 'lead' });
    const cards = await screen.findByRole('list', { name: 'Goedgekeurde kaizens' });
    const shown = new Set(
      within(cards)
        .getAllByRole('link')
        .map((link) => link.textContent),
    );
    const rows = getDb().kaizens.filter((k) => k.status === 'approved' && shown.has(k.title));
    const withPhoto = rows.find((k) => k.before_image_src !== null && k.after_image_src !== null);
    const withoutPhoto = rows.find(
      (k) => k.before_image_src === null && k.after_image_src === null,
    );
    if (!withPhoto || !withoutPhoto) throw new Error('The first page needs both kinds.');

    const card = (title: string) =>
      within(cards)
        .getAllByRole('listitem')
        .find((item) => within(item).queryByRole('link', { name: title })) as HTMLElement;
    const photoCard = card(withPhoto.title);
    const [before, after] = photoCard.querySelectorAll('img');
    expect(before).toHaveAttribute('src', withPhoto.before_image_src);
    expect(after).toHaveAttribute('src', withPhoto.after_image_src);
    for (const photo of [before, after]) {
      expect(photo).toHaveAttribute('loading', 'lazy');
      // Decoration: the card's link names the kaizen; the labels say which photo is which.
      expect(photo).toHaveAttribute('alt', '');
    }
    expect(before.closest('figure')).toHaveTextContent('Vooraf');
    expect(after.closest('figure')).toHaveTextContent('Achteraf');
    expect(within(photoCard).getByRole('heading', { level: 2 })).toHaveClass('h6');
    const bareCard = card(withoutPhoto.title);
    expect(bareCard.querySelector('img')).toBeNull();
    expect(
      within(bareCard).getByRole('heading', { level: 2, name: withoutPhoto.title }),
    ).toHaveClass('kaizen-card__title--large');
    // The state once, as the status vocabulary draws it, not again in a "Goedgekeurd op" label.
    expect(within(photoCard).getAllByText(/Goedgekeurd/)).toHaveLength(1);
    // One link per card, covering it: its name is the title alone.
    const links = within(photoCard).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(withPhoto.title);
    expect(links[0]).toHaveClass('stretched-link');

    await user.click(links[0]);
    expect(
      await screen.findByRole('heading', { level: 1, name: withPhoto.title }),
    ).toBeInTheDocument();
  });

  test('view, order and export wait behind the Filters button with the filters', async () => {
    await renderApp('/kaizen/approved', { as: 'lead' });
    await rowsShown();
    const panel = document.getElementById(
      screen.getByRole('button', { name: 'Filters (0)' }).getAttribute('aria-controls') ?? '',
    );

    expect(panel).not.toBeNull();
    const inPanel = within(panel as HTMLElement);
    expect(inPanel.getByRole('search', { name: 'Kaizens filteren' })).toBeInTheDocument();
    expect(inPanel.getByRole('button', { name: 'Exporteren naar CSV' })).toBeInTheDocument();
    expect(inPanel.getByRole('group', { name: 'Weergave' })).toBeInTheDocument();
  });

  test('the address holds filters, sort and page, so a link opens the same list', async () => {
    const requests = recordRequestsTo(APPROVED);
    await renderApp('/kaizen/approved?q=a&team=1&sort=title&dir=asc&page=1', { as: 'lead' });
    await rowsShown();

    expect(await requests.lastBody()).toEqual({
      start: 0,
      size: 20,
      sortField: 'title',
      sortFieldDir: 'asc',
      filters: { search: 'a', team_id: 1 },
    });
    expect(screen.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue('a');
    expect(screen.getByLabelText('Team')).toHaveDisplayValue('Productie');
  });

  test('a page number in a link opens that page', async () => {
    const requests = recordRequestsTo(APPROVED);
    await renderApp('/kaizen/approved?sort=title&dir=asc&page=2', { as: 'lead' });
    await rowsShown();

    expect(await requests.lastBody()).toMatchObject({ start: 20, sortField: 'title' });
    const pages = screen.getByRole('navigation', { name: "Pagina's van Goedgekeurde kaizens" });
    expect(within(pages).getByRole('button', { name: '2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('Back after choosing another page returns to the page before, still on the list', async () => {
    const { user, router } = await renderApp('/kaizen/approved', { as: 'lead' });
    await rowsShown();
    const first = currentPath(router);
    expect(first).toBe('/kaizen/approved?sort=decided_at&dir=desc&page=1');

    const pages = screen.getByRole('navigation', { name: "Pagina's van Goedgekeurde kaizens" });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    await waitFor(() => expect(currentPath(router)).toContain('page=2'));
    await act(() => router.navigate(-1));

    expect(currentPath(router)).toBe(first);
    await waitFor(() =>
      expect(within(pages).getByRole('button', { name: '1' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  });

  test('the view toggle is two buttons, each one tab stop, chosen with Enter or Space', async () => {
    const { user } = await renderApp('/kaizen/approved', { as: 'lead' });
    await rowsShown();
    const view = screen.getByRole('group', { name: 'Weergave' });
    const table = within(view).getByRole('button', { name: 'Tabel' });
    const cards = within(view).getByRole('button', { name: 'Kaarten' });
    expect(table).toHaveAttribute('aria-pressed', 'true');

    table.focus();
    await user.tab();
    expect(cards).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('list', { name: 'Goedgekeurde kaizens' })).toBeInTheDocument();
    expect(cards).toHaveAttribute('aria-pressed', 'true');

    await user.tab({ shift: true });
    expect(table).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(table).toHaveAttribute('aria-pressed', 'true'));
    expect(await rowsShown()).toHaveLength(20);
    await user.tab();
    expect(cards).toHaveFocus();
    await user.tab();
    expect(view).not.toContainElement(document.activeElement as HTMLElement);
  });

  test('the cards view is part of the address', async () => {
    const { user, router } = await renderApp('/kaizen/approved', { as: 'lead' });
    await rowsShown();

    await user.click(screen.getByRole('button', { name: 'Kaarten' }));

    await waitFor(() => expect(currentPath(router)).toContain('view=cards'));
  });
});
