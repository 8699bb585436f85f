import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { server } from '@/mocks/server';
import { failNext, recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';

const LIST_FILE = '*/api/language/kaizen.index';

function goOffline() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  return () => {
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
  };
}

afterEach(() => vi.restoreAllMocks());

describe('a page that could not load can be tried again, without a reload', () => {
  test('offline: a banner, an offline page instead of a reload, and the page once back online', async () => {
    const { router } = await renderApp('/help/faq', { as: 'lead' });
    await screen.findByRole('heading', { level: 1 });
    const backOnline = goOffline();
    expect(screen.getByText(/U bent offline\. Wat u invult blijft bewaard/)).toBeVisible();
    server.use(http.get(LIST_FILE, () => HttpResponse.error()));

    await act(() => router.navigate('/kaizen/approved'));

    expect(
      await screen.findByText(
        'U bent offline. Deze pagina kan worden geladen zodra er weer verbinding is.',
      ),
    ).toBeVisible();
    server.resetHandlers();
    backOnline();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Goedgekeurde kaizens' }),
    ).toBeVisible();
    expect(screen.queryByText(/U bent offline/)).not.toBeInTheDocument();
  });

  test('a language file that failed once costs one retry click, not the rest of the visit', async () => {
    const { router, user } = await renderApp('/help/faq', { as: 'lead' });
    await screen.findByRole('heading', { level: 1 });
    failNext('get', LIST_FILE, 500, 1);
    const requests = recordRequests();

    await act(() => router.navigate('/kaizen/approved'));
    const page = await screen.findByRole('heading', { level: 1, name: 'Helaas...' });
    const retry = within(page.closest('section') as HTMLElement).getByRole('button', {
      name: 'Opnieuw proberen',
    });
    await user.click(retry);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Goedgekeurde kaizens' }),
    ).toBeVisible();
    expect(requests.onPath('GET', '/api/language/kaizen.index')).toHaveLength(2);
  });

  test('going away from a failed page and coming back tries it again', async () => {
    const { router } = await renderApp('/help/faq', { as: 'lead' });
    await screen.findByRole('heading', { level: 1 });
    failNext('get', LIST_FILE, 500, 1);

    await act(() => router.navigate('/kaizen/approved'));
    await screen.findByRole('heading', { level: 1, name: 'Helaas...' });
    await act(() => router.navigate('/help/faq'));
    await screen.findByRole('heading', { level: 1, name: 'Veelgestelde vragen' });
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Hoofdnavigatie' })).getByRole('link', {
        name: 'Goedgekeurd',
      }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Goedgekeurde kaizens' }),
    ).toBeVisible();
  });
});
