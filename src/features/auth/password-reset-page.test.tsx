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
