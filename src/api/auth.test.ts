import { expect, test } from 'vitest';
import { answer, formFields, jsonBody, requestLine } from '@tests/utils/api';
import {
  checkResetToken,
  checkVerified,
  login,
  loginWithType,
  logout,
  requestPasswordReset,
  setNewPassword,
  signUp,
} from './auth';

test('the verified check reads a plain boolean', async () => {
  const received = answer('get', '/verified', true);

  await expect(checkVerified()).resolves.toBe(true);

  expect(requestLine(received.only)).toBe('GET /verified');
});

test('the verified check also reads {verified}', async () => {
  answer('get', '/verified', { verified: false });

  await expect(checkVerified()).resolves.toBe(false);
});

test('logging in posts the credentials as a form, remember off by default', async () => {
  const received = answer('post', '/login', { two_factor: false });

  await login({ email: 'ada@example.com', password: 'secret' });

  expect(requestLine(received.only)).toBe('POST /login');
  expect(await formFields(received.only)).toEqual({
    email: 'ada@example.com',
    password: 'secret',
    remember: '0',
  });
});

test('logging in with remember sends remember as 1', async () => {
  const received = answer('post', '/login', { two_factor: false });

  await login({ email: 'ada@example.com', password: 'secret', remember: true });

  expect((await formFields(received.only)).remember).toBe('1');
});

test('logging in with a user name posts to /login-type with the type named', async () => {
  const received = answer('post', '/login-type', { two_factor: false });

  await loginWithType({ username: 'ada', password: 'secret' });

  expect(requestLine(received.only)).toBe('POST /login-type');
  expect(await formFields(received.only)).toEqual({
    type: 'username',
    username: 'ada',
    password: 'secret',
    remember: '0',
  });
});

test('logging out calls /logout', async () => {
  const received = answer('get', '/logout', '');

  await expect(logout()).resolves.toBeUndefined();

  expect(requestLine(received.only)).toBe('GET /logout');
});

test('signing up sends the form as JSON and returns the server message', async () => {
  const input = {
    name: 'Ada',
    email: 'ada@example.com',
    password: 'secret-1',
    password_confirmation: 'secret-1',
    company_code: 'ACME',
  };
  const received = answer('post', '/api/home/sign-up', { message: 'Check your mail.' });

  await expect(signUp(input)).resolves.toEqual({ message: 'Check your mail.' });

  expect(requestLine(received.only)).toBe('POST /api/home/sign-up');
  expect(await jsonBody(received.only)).toEqual(input);
});

test('asking for a password reset sends the e-mail address', async () => {
  const received = answer('post', '/api/password/reset', {});

  await expect(requestPasswordReset('ada@example.com')).resolves.toEqual({});

  expect(requestLine(received.only)).toBe('POST /api/password/reset');
  expect(await jsonBody(received.only)).toEqual({ email: 'ada@example.com' });
});

test('checking a reset token puts the encoded token in the path', async () => {
  const received = answer('get', '/api/check/token/a%2Fb', {
    valid: true,
    email: 'ada@example.com',
  });

  await expect(checkResetToken('a/b')).resolves.toEqual({ valid: true, email: 'ada@example.com' });

  expect(requestLine(received.only)).toBe('GET /api/check/token/a%2Fb');
});

test('setting a new password sends token, e-mail and both passwords', async () => {
  const input = {
    token: 't1',
    email: 'ada@example.com',
    password: 'secret-2',
    password_confirmation: 'secret-2',
  };
  const received = answer('post', '/api/password/new', { message: 'Password changed.' });

  await expect(setNewPassword(input)).resolves.toEqual({ message: 'Password changed.' });

  expect(requestLine(received.only)).toBe('POST /api/password/new');
  expect(await jsonBody(received.only)).toEqual(input);
});
