import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { server } from '@/mocks/server';
import { renderApp } from '@tests/utils/render-app';

// The error pages' own chunk, as when the connection went before it was fetched ahead.
vi.mock('./error-content', () => {
  throw new TypeError('Failed to fetch dynamically imported module: error-content.js');
});

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

test("offline before the error pages' code came: their plainest form says so, and the page opens once back online", async () => {
  const { router } = await renderApp('/help/faq', { as: 'lead' });
  await screen.findByRole('heading', { level: 1 });
  const backOnline = goOffline();
  server.use(http.get(LIST_FILE, () => HttpResponse.error()));

  await act(() => router.navigate('/kaizen/approved'));

  expect(await screen.findByRole('heading', { level: 1, name: 'Helaas...' })).toBeVisible();
  expect(
    screen.getByText('U bent offline. Deze pagina kan worden geladen zodra er weer verbinding is.'),
  ).toBeVisible();
  expect(screen.getByRole('navigation', { name: 'Hoofdnavigatie' })).toBeVisible();
  server.resetHandlers();
  backOnline();

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Goedgekeurde kaizens' }),
  ).toBeVisible();
  expect(screen.queryByText(/U bent offline/)).not.toBeInTheDocument();
});
