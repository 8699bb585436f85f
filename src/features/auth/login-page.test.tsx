import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { resetSession } from '@/lib/session';
import { server } from '@/mocks/server';
import { useSessionStore } from '@/stores/session-store';
import { answer, formFields, recordRequests } from '@tests/utils/api';
import { answerSignIn, deferred, loadDutchMessages, renderRoutes } from './auth-test-utils';
import { LoginPage } from './login-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/home', element: <h1>Home screen</h1> },
  { path: '/kaizen/approved', element: <h1>Approved kaizens</h1> },
  { path: '/password/reset', element: <h1>Reset screen</h1> },
  { path: '/sign-up', element: <h1>Sign-up screen</h1> },
];

function renderLogin(url = '/login') {
  return renderRoutes(routes, url);
}

const loginField = () => screen.getByLabelText('E-mailadres of gebruikersnaam');
const passwordField = () => screen.getByLabelText('Wachtwoord');
const submitButton = () => screen.getByRole('button', { name: 'Inloggen' });

async function fillIn(user: ReturnType<typeof renderLogin>['user'], login: string) {
  await user.type(loginField(), login);
  await user.type(passwordField(), 'geheim123');
}

beforeEach(loadDutchMessages);
afterEach(() => {
  vi.useRealTimers();
  resetSession();
});

describe('signing in', () => {
  test('a sign-out the server has not heard yet is said, and sent before the sign-in', async () => {
    localStorage.setItem('qek_sign_out_pending', '1');
    answer('get', '/logout', {});
    answer('post', '/login', {});
    answerSignIn();
    const requests = recordRequests();
    const { user } = renderLogin();
    expect(screen.getByRole('alert')).toHaveTextContent(/server heeft dat nog niet ontvangen/);

    await fillIn(user, 'anna@example.com');
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(requests.lines().slice(0, 3)).toEqual(['GET /logout', 'GET /verified', 'POST /login']);
    expect(screen.queryByText(/server heeft dat nog niet ontvangen/)).toBeNull();
  });

  test('a sign-out that got no answer goes again every 30 s while online, until the server has it', async () => {
    localStorage.setItem('qek_sign_out_pending', '1');
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let logouts = 0;
    server.use(
      http.get('/logout', () => {
        logouts += 1;
        // The first goes unanswered (a timeout looks the same to the page), the next one is heard.
        return logouts === 1 ? HttpResponse.error() : HttpResponse.json({});
      }),
    );
    answer('get', '/verified', false);
    renderLogin();
    const pending = /server heeft dat nog niet ontvangen/;
    expect(screen.getByRole('alert')).toHaveTextContent(pending);

    // Offline it waits for the connection's 'online' event.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(logouts).toBe(0);

    online.mockReturnValue(true);
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(logouts).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(logouts).toBe(1));
    expect(screen.getByRole('alert')).toHaveTextContent(pending);

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(logouts).toBe(2);
    expect(localStorage.getItem('qek_sign_out_pending')).toBeNull();
    // Heard: nothing more is sent.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(logouts).toBe(2);
  });

  test('a sign-out the server refused is told as such, with a way to ask again', async () => {
    localStorage.setItem('qek_sign_out_pending', '1');
    localStorage.setItem('qek_sign_out_refused', '1');
    const logouts = answer('get', '/logout', {});
    answer('get', '/verified', false);
    const { user } = renderLogin();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/de server heeft het uitloggen geweigerd/);
    expect(alert).not.toHaveTextContent(/zodra er verbinding is/);

    await user.click(screen.getByRole('button', { name: 'Opnieuw uitloggen' }));

    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(logouts.all).toHaveLength(1);
    expect(localStorage.getItem('qek_sign_out_pending')).toBeNull();
    // The button went with the alert: the focus goes to the form, not to the page's body.
    expect(loginField()).toHaveFocus();
  });

  test('a 204 to POST /login (Breeze’s API stack) signs in with one request', async () => {
    let sent = 0;
    server.use(
      http.post('/login', () => {
        sent += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    answerSignIn();
    const { user } = renderLogin();

    await fillIn(user, 'anna@example.com');
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(sent).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('an e-mail address signs in by /login, loads the user and opens redir_url', async () => {
    const received = answer('post', '/login', {});
    const userRequests = answerSignIn();
    const { user, router } = renderLogin('/login?redir_url=%2Fkaizen%2Fapproved%3Fpage%3D2');

    expect(loginField()).toHaveFocus();
    await fillIn(user, 'anna@example.com');
    await user.click(screen.getByLabelText('Ingelogd blijven'));
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Approved kaizens' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: '/kaizen/approved',
      search: '?page=2',
    });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await formFields(received.only)).toEqual({
      email: 'anna@example.com',
      password: 'geheim123',
      remember: '1',
    });
    expect(userRequests.all).toHaveLength(1);
    expect(useSessionStore.getState().status).toBe('signed-in');
  });

  test('the page it leads to is asked for at once: drawn in one task once its loads are in', async () => {
    answer('post', '/login', {});
    answerSignIn();
    const { user, history } = renderLogin();
    const replace = vi.spyOn(history, 'replace');

    await fillIn(user, 'anna@example.com');
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(replace).toHaveBeenCalledWith(
      expect.objectContaining({ pathname: '/home' }),
      undefined,
      expect.objectContaining({ flushSync: true }),
    );
  });

  test.each([
    ['https://evil.example'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['%2F%2Fevil.example'],
    ['/%2F%2Fevil.example'],
    ['/login?redir_url=//evil.example'],
    ['/sign-up'],
    ['/password/new/a-token?redir_url=/kaizen'],
  ])('a hostile redir_url %s lands on /home', async (target) => {
    answer('post', '/login', {});
    answerSignIn();
    const query = new URLSearchParams({ redir_url: target }).toString();
    const { user, router } = renderLogin(`/login?${query}`);

    await fillIn(user, 'anna@example.com');
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  test('a user name without @ signs in by /login-type', async () => {
    const received = answer('post', '/login-type', {});
    answerSignIn();
    const { user } = renderLogin();

    await fillIn(user, 'anna.jansen');
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(await formFields(received.only)).toEqual({
      type: 'username',
      username: 'anna.jansen',
      password: 'geheim123',
      remember: '0',
    });
  });

  test('empty fields are reported at the fields and nothing is sent', async () => {
    const received = answer('post', '/login', {});
    const { user } = renderLogin();

    await user.click(submitButton());

    expect(loginField()).toHaveAttribute('aria-invalid', 'true');
    expect(loginField()).toHaveAccessibleDescription('Dit veld is verplicht.');
    expect(passwordField()).toHaveAccessibleDescription('Dit veld is verplicht.');
    expect(loginField()).toHaveFocus();
    expect(received.all).toHaveLength(0);
  });
});

describe('when signing in fails', () => {
  test('wrong credentials are told once, in the alert, with the password ready to retype', async () => {
    // The demo backend answers as the contract says: 422 on `email` alone.
    const { user } = renderLogin();
    await user.type(loginField(), 'lead@example.com');
    await user.type(passwordField(), 'niet-het-wachtwoord');

    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Deze gegevens kloppen niet. Controleer uw e-mailadres of gebruikersnaam en uw wachtwoord.',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(/Controleer de gemarkeerde velden/)).not.toBeInTheDocument();
    expect(screen.queryByText('Deze combinatie van gegevens is bij ons niet bekend.')).toBeNull();
    expect(loginField()).not.toHaveAttribute('aria-invalid');
    expect(passwordField()).toHaveFocus();
    expect(loginField()).toHaveValue('lead@example.com');
    expect(passwordField()).toHaveValue('niet-het-wachtwoord');
  });

  test('so are wrong credentials for a user name', async () => {
    answer(
      'post',
      '/login-type',
      { message: 'Ongeldig.', errors: { username: ['Deze gegevens kloppen niet.'] } },
      { status: 422 },
    );
    const { user } = renderLogin();

    await fillIn(user, 'anna');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Deze gegevens kloppen niet.');
    expect(screen.getAllByText(/Deze gegevens kloppen niet/)).toHaveLength(1);
  });

  test('a 422 on the fields themselves shows each at its field, our summary, and keeps the values', async () => {
    answer(
      'post',
      '/login',
      {
        message: 'De gegevens zijn ongeldig.',
        errors: {
          email: ['Dit is geen geldig e-mailadres.'],
          password: ['Het wachtwoord is te lang.'],
        },
      },
      { status: 422 },
    );
    const { user } = renderLogin();

    await fillIn(user, 'anna@example');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Controleer de gemarkeerde velden.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('De gegevens zijn ongeldig.');
    expect(loginField()).toHaveAttribute('aria-invalid', 'true');
    expect(loginField()).toHaveAccessibleDescription('Dit is geen geldig e-mailadres.');
    expect(passwordField()).toHaveAccessibleDescription('Het wachtwoord is te lang.');
    expect(loginField()).toHaveFocus();
    expect(loginField()).toHaveValue('anna@example');
    expect(passwordField()).toHaveValue('geheim123');
    expect(submitButton()).toBeEnabled();
  });

  test('a 500 shows a translated message, not the server text, and keeps the values', async () => {
    answer('post', '/login', { message: 'Server Error' }, { status: 500 });
    const { user } = renderLogin();

    await fillIn(user, 'anna@example.com');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Er ging iets mis op de server. Probeer het later opnieuw/,
    );
    expect(screen.queryByText('Server Error')).not.toBeInTheDocument();
    expect(loginField()).toHaveValue('anna@example.com');
    expect(passwordField()).toHaveValue('geheim123');
  });

  test('a lost connection shows a translated message and keeps the values', async () => {
    server.use(http.post('/login-type', () => HttpResponse.error()));
    const { user } = renderLogin();

    await fillIn(user, 'anna');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Geen verbinding met de server.');
    expect(loginField()).toHaveValue('anna');
    expect(passwordField()).toHaveValue('geheim123');
  });
});

test('clicking twice or submitting again while the first request runs sends one request', async () => {
  const { gate, release } = deferred();
  const received: Request[] = [];
  server.use(
    http.post('/login', async ({ request }) => {
      received.push(request);
      await gate;
      return HttpResponse.json({});
    }),
  );
  answerSignIn();
  const { user } = renderLogin();

  await fillIn(user, 'anna@example.com');
  const button = submitButton();
  await user.dblClick(button);
  fireEvent.submit(button.closest('form') as HTMLFormElement);

  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAccessibleName('Bezig met inloggen...');
  release();
  expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  await waitFor(() => expect(received).toHaveLength(1));
});

test('it links to password reset and sign-up', async () => {
  const { user } = renderLogin();

  expect(screen.getByRole('link', { name: 'Account aanmaken' })).toHaveAttribute(
    'href',
    '/sign-up',
  );
  await user.click(screen.getByRole('link', { name: 'Wachtwoord vergeten?' }));

  expect(await screen.findByRole('heading', { name: 'Reset screen' })).toBeInTheDocument();
});
