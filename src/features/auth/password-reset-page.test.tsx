import { screen } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { answer, jsonBody } from '@tests/utils/api';
import { loadDutchMessages, renderRoutes } from './auth-test-utils';
import { PasswordResetPage } from './password-reset-page';

function renderReset() {
  return renderRoutes(
    [
      { path: '/password/reset', element: <PasswordResetPage /> },
      { path: '/login', element: <h1>Login screen</h1> },
    ],
    '/password/reset',
  );
}

const emailField = () => screen.getByLabelText('E-mailadres');
const submit = () => screen.getByRole('button', { name: 'Link versturen' });
const neutralMessage = /Als er een account bij dit e-mailadres hoort/;

beforeEach(loadDutchMessages);

test('a reset request sends the address and shows a neutral confirmation', async () => {
  const received = answer('post', '/api/password/reset', { message: 'Link sent to anna' });
  const { user } = renderReset();

  expect(emailField()).toHaveFocus();
  await user.type(emailField(), 'anna@example.com');
  await user.click(submit());

  expect(await screen.findByText(neutralMessage)).toBeInTheDocument();
  expect(screen.queryByText('Link sent to anna')).not.toBeInTheDocument();
  expect(await jsonBody(received.only)).toEqual({ email: 'anna@example.com' });
  expect(screen.getByRole('link', { name: 'Terug naar inloggen' })).toHaveAttribute(
    'href',
    '/login',
  );
});

test('an unknown address gets the same confirmation, so nobody learns who has an account', async () => {
  answer('post', '/api/password/reset', { message: 'No such user' }, { status: 404 });
  const { user } = renderReset();

  await user.type(emailField(), 'nobody@example.com');
  await user.click(submit());

  expect(await screen.findByText(neutralMessage)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('an address that is not an e-mail address is refused before sending', async () => {
  const received = answer('post', '/api/password/reset', {});
  const { user } = renderReset();

  await user.type(emailField(), 'anna');
  await user.click(submit());

  expect(emailField()).toHaveAccessibleDescription(
    'Vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.',
  );
  expect(received.all).toHaveLength(0);
});

test('a 422 shows the server error at the e-mail field', async () => {
  answer(
    'post',
    '/api/password/reset',
    { message: 'Ongeldige invoer.', errors: { email: ['Dit e-mailadres is niet geldig.'] } },
    { status: 422 },
  );
  const { user } = renderReset();

  await user.type(emailField(), 'anna@example.com');
  await user.click(submit());

  expect(await screen.findByRole('alert')).toHaveTextContent('Controleer de gemarkeerde velden.');
  expect(emailField()).toHaveAccessibleDescription('Dit e-mailadres is niet geldig.');
  expect(emailField()).toHaveValue('anna@example.com');
});

// Laravel's broker answers an unknown address and a request made too soon as a 422 on `email`,
// with its status as text: the key itself, or its translation.
test.each([
  'We kunnen geen gebruiker met dat e-mailadres vinden.',
  "We can't find a user with that email address.",
  'passwords.user',
])('an unknown address Laravel refuses with "%s" gets the same confirmation', async (text) => {
  answer(
    'post',
    '/api/password/reset',
    { message: 'The given data was invalid.', errors: { email: [text] } },
    { status: 422 },
  );
  const { user } = renderReset();

  await user.type(emailField(), 'nobody@example.com');
  await user.click(submit());

  expect(await screen.findByText(neutralMessage)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText(text)).not.toBeInTheDocument();
});

test.each([
  'Gelieve even te wachten voordat u het opnieuw probeert.',
  'Please wait before retrying.',
  'passwords.throttled',
])(
  'a second request within the minute ("%s") says to wait a minute and keeps the address',
  async (text) => {
    answer(
      'post',
      '/api/password/reset',
      { message: 'The given data was invalid.', errors: { email: [text] } },
      { status: 422 },
    );
    const { user } = renderReset();

    await user.type(emailField(), 'anna@example.com');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Er is net al een link aangevraagd. Wacht een minuut en probeer het dan opnieuw.',
    );
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    expect(emailField()).toHaveValue('anna@example.com');
    expect(emailField()).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(neutralMessage)).not.toBeInTheDocument();
  },
);
