import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';

afterEach(() => {
  delete window.__qekXss;
});

const toc = () => screen.getByRole('navigation', { name: 'Inhoudsopgave' });

describe('/help/documentation', () => {
  test('the table of contents lists the product chapters by index with their documents', async () => {
    const requests = recordRequests();
    await renderApp('/help/documentation', { as: 'admin', activeTeamId: 1 });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Een kaizen indienen' }),
    ).toBeInTheDocument();
    const chapters = within(toc()).getAllByRole('heading', { level: 2 });
    expect(chapters.map((heading) => heading.textContent)).toEqual([
      'Aan de slag',
      'Beoordelen',
      'Opmaakvoorbeelden',
    ]);
    expect(within(toc()).getByRole('link', { name: 'Een kaizen indienen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(requests.to('GET /crud/document-title')).toHaveLength(1);
  });

  test('a link in the table of contents opens its document; arrow keys move between links', async () => {
    const { user, router } = await renderApp('/help/documentation', { as: 'employee' });
    const first = await within(
      await screen.findByRole('navigation', { name: 'Inhoudsopgave' }),
    ).findByRole('link', {
      name: 'Een kaizen indienen',
    });

    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(within(toc()).getByRole('link', { name: 'Concepten' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const review = within(toc()).getByRole('link', { name: 'Goedkeuren en afwijzen' });
    expect(review).toHaveFocus();
    await user.keyboard('{Enter}');

    const article = await screen.findByRole('article', { name: 'Goedkeuren en afwijzen' });
    expect(within(article).getByRole('list')).toHaveTextContent('Open de kaizen');
    expect(router.state.location.search).toBe('?document=3');
    expect(review).toHaveAttribute('aria-current', 'page');
  });

  test('search looks in titles and the text readers see, not in script source', async () => {
    const { user } = await renderApp('/help/documentation', { as: 'employee' });
    const search = await screen.findByRole('searchbox', { name: 'Zoeken in de documentatie' });

    await user.type(search, 'teamleiders');
    expect(screen.getByText('1 document gevonden')).toBeInTheDocument();
    expect(
      within(toc())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Goedkeuren en afwijzen']);

    await user.clear(search);
    await user.type(search, 'concepten');
    expect(
      within(toc())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Concepten']);

    await user.clear(search);
    await user.type(search, 'qekXss');
    expect(
      screen.getByText('Geen documenten gevonden. Probeer een ander woord.'),
    ).toBeInTheDocument();
  });

  test('a document with a script, an onerror image and a javascript: link renders inert', async () => {
    await renderApp('/help/documentation?document=4', { as: 'employee' });

    const article = await screen.findByRole('article', { name: 'HTML met risico’s' });
    expect(within(article).getByRole('heading', { name: 'Opmaak' })).toBeInTheDocument();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(within(article).getByRole('img', { name: 'kapot plaatje' })).toHaveAttribute(
      'src',
      '/missing.png',
    );
    expect(within(article).queryByRole('link', { name: 'Klik hier' })).toBeNull();
    expect(within(article).getByText('Klik hier')).not.toHaveAttribute('href');
    const safeLink = within(article).getByRole('link', { name: 'een veilige link' });
    expect(safeLink).toHaveAttribute('href', 'https://example.com');
    expect(safeLink).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.querySelector('[href^="javascript" i]')).toBeNull();
    expect(window.__qekXss).toBeUndefined();
  });

  test('an unknown document says so and keeps the table of contents', async () => {
    await renderApp('/help/documentation?document=999', { as: 'employee' });

    expect(
      await screen.findByText(/Dit document bestaat niet \(meer\)/, undefined),
    ).toBeInTheDocument();
    expect(within(toc()).getAllByRole('link')).toHaveLength(4);
  });

  test('only the superadmin is offered editing', async () => {
    await renderApp('/help/documentation', { as: 'admin', activeTeamId: 1 });

    await screen.findByRole('article', { name: 'Een kaizen indienen' });
    expect(screen.queryByRole('button', { name: /Bewerken/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nieuw document' })).toBeNull();
  });

  test("an employee without 'view document' gets the 403 page", async () => {
    const employee = getDb().roles.find((role) => role.name === 'employee');
    if (!employee) throw new Error('The seed has no employee role.');
    employee.permissions = employee.permissions.filter((name) => name !== 'view document');
    const requests = recordRequests();

    await renderApp('/help/documentation', { as: 'employee', activeTeamId: 1 });

    expect(await screen.findByRole('heading', { name: 'Helaas...' })).toBeInTheDocument();
    expect(screen.getByText(/Foutcode 403/)).toBeInTheDocument();
    await waitFor(() => expect(requests.to('GET /crud/document-title')).toHaveLength(0));
  });
});
