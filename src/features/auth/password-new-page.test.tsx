import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import { server } from '@/mocks/server';
import { answer, jsonBody, requestLine } from '@tests/utils/api';
import { deferred, loadDutchMessages, renderRoutes } from './auth-test-utils';
import { PasswordNewPage } from './password-new-page';
import { PasswordResetPage } from './password-reset-page';

function renderNewPassword(token = 'abc123') {
  return renderRoutes(
    [
      { path: '/password/new/:token', element: <PasswordNewPage /> },
      { path: '/password/reset', element: <PasswordResetPage /> },
      { path: '/login', element: <h1>Login screen</h1> },
    ],
    `/password/new/${token}`,
  );
}

const requestNewLink = () => screen.findByRole('link', { name: 'Nieuwe link aanvragen' });

beforeEach(loadDutchMessages);

test('the link is checked first, with a progress indicator while that runs', async () => {
  const { gate, release } = deferred();
  const checked: Request[] = [];
  server.use(
    http.get('/api/check/token/:token', async ({ request }) => {
      checked.push(request);
      await gate;
      return HttpResponse.json({ valid: true });
    }),
  );
  renderNewPassword();

  expect(await screen.findByRole('status')).toHaveTextContent('De link wordt gecontroleerd...');
  expect(screen.queryByLabelText('Nieuw wachtwoord')).not.toBeInTheDocument();
  release();

  expect(await screen.findByLabelText('Nieuw wachtwoord')).toBeInTheDocument();
  expect(screen.queryByText('De link wordt gecontroleerd...')).not.toBeInTheDocument();
  expect(requestLine(checked[0])).toBe('GET /api/check/token/abc123');
});

test('an invalid link says so and offers to request a new one', async () => {
  answer('get', '/api/check/token/old-token', { valid: false });
  const { user } = renderNewPassword('old-token');

  expect(await screen.findByRole('alert')).toHaveTextContent('Deze link werkt niet meer');
  expect(screen.queryByLabelText('Nieuw wachtwoord')).not.toBeInTheDocument();
  await user.click(await requestNewLink());

  expect(await screen.findByRole('heading', { name: 'Wachtwoord vergeten' })).toBeInTheDocument();
});

test.each([404, 410])('a token the server answers %i for counts as invalid', async (status) => {
  answer('get', '/api/check/token/gone', { message: 'Gone' }, { status });
  renderNewPassword('gone');

  expect(await requestNewLink()).toHaveAttribute('href', '/password/reset');
});

test('a failed check can be tried again', async () => {
  answer('get', '/api/check/token/abc123', { message: 'Server Error' }, { status: 500 });
  const { user } = renderNewPassword();

  expect(await screen.findByRole('alert')).toHaveTextContent('Er ging iets mis op de server.');
  answer('get', '/api/check/token/abc123', { valid: true, email: 'anna@example.com' });
  await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));

  expect(await screen.findByLabelText('E-mailadres')).toHaveValue('anna@example.com');
});

test('a valid link sets the new password with token, e-mail and confirmation', async () => {
  answer('get', '/api/check/token/abc123', { valid: true, email: 'anna@example.com' });
  const received = answer('post', '/api/password/new', { message: 'Password reset' });
  const { user } = renderNewPassword();

  expect(await screen.findByLabelText('E-mailadres')).toHaveValue('anna@example.com');
  expect(screen.getByLabelText('Nieuw wachtwoord')).toHaveFocus();
  await user.type(screen.getByLabelText('Nieuw wachtwoord'), 'nieuwgeheim');
  await user.type(screen.getByLabelText('Herhaal nieuw wachtwoord'), 'nieuwgeheim');
  await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));

  expect(await screen.findByText('Uw wachtwoord is gewijzigd')).toBeInTheDocument();
  expect(await jsonBody(received.only)).toEqual({
    token: 'abc123',
    email: 'anna@example.com',
    password: 'nieuwgeheim',
    password_confirmation: 'nieuwgeheim',
  });
  expect(screen.getByRole('link', { name: 'Naar inloggen' })).toHaveAttribute('href', '/login');
});

test('a short or mismatched password is refused before sending', async () => {
  answer('get', '/api/check/token/abc123', { valid: true });
  const received = answer('post', '/api/password/new', {});
  const { user } = renderNewPassword();

  await user.type(await screen.findByLabelText('E-mailadres'), 'anna@example.com');
  await user.type(screen.getByLabelText('Nieuw wachtwoord'), 'kort');
  await user.type(screen.getByLabelText('Herhaal nieuw wachtwoord'), 'anders');
  await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));

  expect(screen.getByLabelText('Nieuw wachtwoord')).toHaveAccessibleDescription(
    'Minstens 8 tekens. Het wachtwoord moet minstens 8 tekens lang zijn.',
  );
  expect(screen.getByLabelText('Herhaal nieuw wachtwoord')).toHaveAccessibleDescription(
    'De wachtwoorden komen niet overeen.',
  );
  expect(received.all).toHaveLength(0);
});

test.each([
  [410, { message: 'Expired' }],
  [422, { message: 'Invalid token.', errors: { token: ['Deze link is ongeldig.'] } }],
])('a token refused with %i while the form was open leads to a new link', async (status, body) => {
  answer('get', '/api/check/token/abc123', { valid: true, email: 'anna@example.com' });
  answer('post', '/api/password/new', body, { status });
  const { user } = renderNewPassword();

  await user.type(await screen.findByLabelText('Nieuw wachtwoord'), 'nieuwgeheim');
  await user.type(screen.getByLabelText('Herhaal nieuw wachtwoord'), 'nieuwgeheim');
  await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));

  expect(await requestNewLink()).toBeInTheDocument();
});

// Laravel's broker names no field of its own: its starter kits put every refusal on `email`.
test.each([
  ['email', 'Dit wachtwoordhersteltoken is niet geldig.'],
  ['email', 'This password reset token is invalid.'],
  ['email', 'We kunnen geen gebruiker met dat e-mailadres vinden.'],
  ['password', 'passwords.token'],
])(
  'a link Laravel refuses at %s ("%s") no longer works: the input stays, a new link takes the address',
  async (field, text) => {
    answer('get', '/api/check/token/abc123', { valid: true, email: 'anna@example.com' });
    answer(
      'post',
      '/api/password/new',
      { message: 'The given data was invalid.', errors: { [field]: [text] } },
      { status: 422 },
    );
    const { user } = renderNewPassword();

    await user.type(await screen.findByLabelText('Nieuw wachtwoord'), 'nieuwgeheim');
    await user.type(screen.getByLabelText('Herhaal nieuw wachtwoord'), 'nieuwgeheim');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Deze link werkt niet meer');
    expect(alert).toHaveTextContent('hoort niet bij het ingevulde e-mailadres');
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('anna@example.com');
    expect(screen.getByLabelText('E-mailadres')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nieuw wachtwoord')).toHaveValue('nieuwgeheim');
    await user.click(await requestNewLink());

    expect(await screen.findByRole('heading', { name: 'Wachtwoord vergeten' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('anna@example.com');
  },
);
