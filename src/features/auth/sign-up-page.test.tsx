import { screen } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { answer, jsonBody } from '@tests/utils/api';
import { loadDutchMessages, renderRoutes } from './auth-test-utils';
import { SignUpPage } from './sign-up-page';

function renderSignUp() {
  return renderRoutes(
    [
      { path: '/sign-up', element: <SignUpPage /> },
      { path: '/login', element: <h1>Login screen</h1> },
    ],
    '/sign-up',
  );
}

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Account aanmaken' });

beforeEach(loadDutchMessages);

test('sign-up checks the fields first and says at each field what is wrong', async () => {
  const received = answer('post', '/api/home/sign-up', {});
  const { user } = renderSignUp();

  await user.type(field('E-mailadres'), 'anna@example');
  await user.type(field('Wachtwoord'), 'kort');
  await user.type(field('Herhaal wachtwoord'), 'anders');
  await user.click(submit());

  expect(field('Naam')).toHaveAccessibleDescription('Dit veld is verplicht.');
  expect(field('Naam')).toHaveFocus();
  expect(field('E-mailadres')).toHaveAccessibleDescription(
    'Vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.',
  );
  expect(field('Wachtwoord')).toHaveAccessibleDescription(
    'Minstens 8 tekens. Het wachtwoord moet minstens 8 tekens lang zijn.',
  );
  expect(field('Herhaal wachtwoord')).toHaveAccessibleDescription(
    'De wachtwoorden komen niet overeen.',
  );
  expect(field('Bedrijfscode')).toHaveAttribute('aria-invalid', 'true');
  expect(received.all).toHaveLength(0);

  await user.type(field('Naam'), 'Anna Jansen');
  expect(field('Naam')).not.toHaveAttribute('aria-invalid');
});

test('a valid sign-up is sent and confirmed with a link to sign in', async () => {
  const received = answer('post', '/api/home/sign-up', { message: 'OK' });
  const { user } = renderSignUp();

  await user.type(field('Naam'), ' Anna Jansen ');
  await user.type(field('E-mailadres'), 'anna@example.com');
  await user.type(field('Wachtwoord'), 'geheim123');
  await user.type(field('Herhaal wachtwoord'), 'geheim123');
  await user.type(field('Bedrijfscode'), 'ACME-1');
  await user.click(submit());

  expect(await screen.findByText('Uw account is aangemaakt')).toBeInTheDocument();
  expect(await jsonBody(received.only)).toEqual({
    name: 'Anna Jansen',
    email: 'anna@example.com',
    password: 'geheim123',
    password_confirmation: 'geheim123',
    company_code: 'ACME-1',
  });
  await user.click(screen.getByRole('link', { name: 'Naar inloggen' }));
  expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
});

test('a 422 shows the server errors at their fields and keeps what was typed', async () => {
  answer(
    'post',
    '/api/home/sign-up',
    {
      message: 'De ingevulde gegevens zijn ongeldig.',
      errors: {
        email: ['Dit e-mailadres is al in gebruik.'],
        company_code: ['Deze bedrijfscode is onbekend.'],
      },
    },
    { status: 422 },
  );
  const { user } = renderSignUp();

  await user.type(field('Naam'), 'Anna Jansen');
  await user.type(field('E-mailadres'), 'anna@example.com');
  await user.type(field('Wachtwoord'), 'geheim123');
  await user.type(field('Herhaal wachtwoord'), 'geheim123');
  await user.type(field('Bedrijfscode'), 'NOPE');
  await user.click(submit());

  expect(await screen.findByRole('alert')).toHaveTextContent('Controleer de gemarkeerde velden.');
  expect(field('E-mailadres')).toHaveAccessibleDescription('Dit e-mailadres is al in gebruik.');
  expect(field('E-mailadres')).toHaveFocus();
  expect(field('Bedrijfscode')).toHaveAccessibleDescription(
    'Deze code krijgt u van de beheerder binnen uw bedrijf. Deze bedrijfscode is onbekend.',
  );
  expect(field('Naam')).not.toHaveAttribute('aria-invalid');
  expect(field('Bedrijfscode')).toHaveValue('NOPE');
  expect(field('Wachtwoord')).toHaveValue('geheim123');
});
