import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { server } from '@/mocks/server';
import { answer, failureOf, formFields, jsonBody, requestLine } from '@tests/utils/api';
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

describe('answers the sign-in calls do not accept', () => {
  test.each([
    ['a number', 2],
    ['text', 'yes'],
    ['an object without verified', { ok: true }],
  ])('the verified check answered with %s is an invalid response', async (_, body) => {
    answer('get', '/verified', body);

    const error = await failureOf(checkVerified());

    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('expected true, false or {verified}');
  });

  test('a sign-in answered with something other than an object is sent once more, then fails', async () => {
    const received = answer('post', '/login', 'Welcome');

    const error = await failureOf(login({ email: 'ada@example.com', password: 'secret' }));

    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('expected {two_factor}');
    expect(received.all).toHaveLength(2);
  });

  test('a user-name sign-in is sent once more too, and keeps remember when given', async () => {
    const received = answer('post', '/login-type', []);

    await failureOf(loginWithType({ username: 'ada', password: 'secret', remember: true }));

    expect(received.all).toHaveLength(2);
    expect((await formFields(received.all[0])).remember).toBe('1');
  });

  test.each([
    ['a message that is not text', { message: 3 }],
    ['a list', ['Check your mail.']],
    ['an empty body', ''],
  ])('a message call answered with %s is an invalid response', async (_, body) => {
    server.use(http.post('/api/password/reset', () => HttpResponse.json(body)));

    const error = await failureOf(requestPasswordReset('ada@example.com'));

    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('expected {message}');
  });

  test('a reset token answered with valid as 1/0 and email null still reads', async () => {
    answer('get', '/api/check/token/t1', { valid: 0, email: null });

    await expect(checkResetToken('t1')).resolves.toEqual({ valid: false, email: undefined });
  });

  test.each([
    ['valid that is not a boolean', { valid: 'maybe' }],
    ['an e-mail that is not text', { valid: true, email: 3 }],
    ['no object', 'valid'],
  ])('a reset token answered with %s is an invalid response', async (_, body) => {
    answer('get', '/api/check/token/t1', body);

    const error = await failureOf(checkResetToken('t1'));

    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('expected {valid, email?}');
  });
});
