import { describe, expect, test } from 'vitest';
import { answer, failureOf } from '@tests/utils/api';
import { requestPasswordReset, setNewPassword } from './auth';
import { brokerRefusal } from './password-broker';

/** A Laravel 8 ValidationException as JSON: its stock message, the status's text at a field. */
const laravel422 = (field: string, text: string) => ({
  message: 'The given data was invalid.',
  errors: { [field]: [text] },
});

const newPassword = {
  token: 'abc123',
  email: 'anna@example.com',
  password: 'nieuwgeheim',
  password_confirmation: 'nieuwgeheim',
};

describe("Laravel's password broker is understood by its status, in any language it ships", () => {
  test.each([
    ['the key itself (no passwords.php for the language)', 'passwords.throttled'],
    ['English', 'Please wait before retrying.'],
    ['Dutch', 'Gelieve even te wachten voordat u het opnieuw probeert.'],
    ["Laravel-Lang's Dutch", 'Gelieve even te wachten en het dan opnieuw te proberen.'],
  ])('a throttled request: %s', async (_, text) => {
    answer('post', '/api/password/reset', laravel422('email', text), { status: 422 });

    expect(brokerRefusal(await failureOf(requestPasswordReset('anna@example.com')))).toBe(
      'throttled',
    );
  });

  test.each([
    ['the key itself', 'passwords.user'],
    ['English (Laravel 8)', "We can't find a user with that email address."],
    ['English (Laravel 5)', "We can't find a user with that e-mail address."],
    ['English, curly apostrophe', 'We can\u2019t find a user with that email address.'],
    ['Dutch', 'We kunnen geen gebruiker met dat e-mailadres vinden.'],
    ["Laravel-Lang's Dutch", 'Geen gebruiker bekend met het e-mailadres.'],
  ])('an unknown address: %s', async (_, text) => {
    answer('post', '/api/password/reset', laravel422('email', text), { status: 422 });

    expect(brokerRefusal(await failureOf(requestPasswordReset('nobody@example.com')))).toBe('user');
  });

  test.each([
    ['email', 'This password reset token is invalid.'],
    ['email', 'Dit wachtwoordhersteltoken is niet geldig.'],
    ['token', 'Dit wachtwoord reset token is niet geldig.'],
    ['password', 'passwords.token'],
  ])('a used or expired token, at the field %s: %s', async (field, text) => {
    answer('post', '/api/password/new', laravel422(field, text), { status: 422 });

    expect(brokerRefusal(await failureOf(setNewPassword(newPassword)))).toBe('token');
  });

  test('a status sent as the message of another 4xx counts too', async () => {
    answer(
      'post',
      '/api/password/new',
      { message: 'This password reset token is invalid.' },
      { status: 400 },
    );

    expect(brokerRefusal(await failureOf(setNewPassword(newPassword)))).toBe('token');
  });

  test('an ordinary validation error, or a status on a server failure, is no refusal', async () => {
    answer('post', '/api/password/reset', laravel422('email', 'Dit e-mailadres is niet geldig.'), {
      status: 422,
    });
    expect(brokerRefusal(await failureOf(requestPasswordReset('anna')))).toBeUndefined();

    answer('post', '/api/password/reset', { message: 'passwords.throttled' }, { status: 500 });
    expect(brokerRefusal(await failureOf(requestPasswordReset('anna')))).toBeUndefined();
  });
});
