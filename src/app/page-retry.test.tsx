import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { server } from '@/mocks/server';
import { failNext, recordRequests } from '@tests/utils/api';
import { currentPath, renderApp } from '@tests/utils/render-app';

const LIST_FILE = '*/api/language/kaizen.index';
const LOGIN_FILE = '*/api/language/auth.login';

/** The next `times` answers to GET `path` are an HTML page with status 200 (a proxy's page). */
function htmlInsteadOfJson(path: string, times = 1) {
  let left = times;
  server.use(
    http.get(path, () => {
      if (left === 0) return undefined;
      left -= 1;
      return HttpResponse.html('<!doctype html><html><body>Welcome</body></html>');
    }),
  );
}

/** Anything on the page that looks like a translation key (`api_error.invalid_response`). */
const rawKeys = () => document.body.textContent?.match(/\b[a-z_]+\.[a-z_]+\b/g) ?? [];

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

  test('an HTML page where the language file was expected: our own words, no "Foutcode 200"', async () => {
    htmlInsteadOfJson(LOGIN_FILE);
    await renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Helaas...' })).toBeVisible();
    expect(
      screen.getByText('De server gaf een onverwacht antwoord. Probeer het later opnieuw.'),
    ).toBeVisible();
    expect(screen.queryByText(/Foutcode/)).not.toBeInTheDocument();
    expect(screen.queryByText(/returned|HTML/)).not.toBeInTheDocument();
    expect(rawKeys()).toEqual([]);
  });

  test.each([
    ['a 500', () => failNext('get', LOGIN_FILE, 500, 1)],
    ['an HTML 200', () => htmlInsteadOfJson(LOGIN_FILE)],
  ])('after %s on the sign-in page, one retry click and the user signs in', async (_, fault) => {
    fault();
    const { router, user } = await renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Helaas...' });

    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await user.type(
      await screen.findByLabelText('E-mailadres of gebruikersnaam'),
      'lead@kaizen.demo',
    );
    await user.type(screen.getByLabelText('Wachtwoord'), 'kaizen');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));

    await waitFor(() => expect(currentPath(router)).toBe('/home'));
  });
});
