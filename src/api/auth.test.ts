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

describe('a sign-in answered without a body (Breeze’s API stack answers 204)', () => {
  test.each([
    ['/login', '204 No Content', () => new HttpResponse(null, { status: 204 })],
    ['/login', 'a 200 with an empty body', () => new HttpResponse('', { status: 200 })],
    ['/login-type', 'a 204', () => new HttpResponse(null, { status: 204 })],
    ['/login-type', 'JSON null', () => HttpResponse.json(null)],
  ])('POST %s answered with %s is a sign-in, sent once', async (path, _, reply) => {
    const sent: string[] = [];
    server.use(
      http.post(path, ({ request }) => {
        sent.push(request.method);
        return reply();
      }),
    );

    const signIn =
      path === '/login'
        ? login({ email: 'ada@example.com', password: 'secret' })
        : loginWithType({ username: 'ada', password: 'secret' });

    await expect(signIn).resolves.toBeUndefined();
    expect(sent).toEqual(['POST']);
  });
});

describe('signing out', () => {
  test('GET /logout by default; a 204 or a JSON answer means the server took it', async () => {
    const received = answer('get', '/logout', '', { status: 204 });
    await expect(logout()).resolves.toBe(true);
    expect(requestLine(received.only)).toBe('GET /logout');

    answer('get', '/logout', { message: 'Signed out.' });
    await expect(logout()).resolves.toBe(true);
  });

  test('POST /logout carries the XSRF token, as every write does', async () => {
    document.cookie = 'XSRF-TOKEN=token-from-laravel; path=/';
    const received = answer('post', '/logout', '', { status: 204 });

    await expect(logout('post')).resolves.toBe(true);

    expect(requestLine(received.only)).toBe('POST /logout');
    expect(received.only.headers.get('X-XSRF-TOKEN')).toBe('token-from-laravel');
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  });

  test.each([
    ['the app’s page (a catch-all that sends index.html)', () => HttpResponse.html(INDEX_HTML)],
    ['a 404', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })],
    ['a 405', () => HttpResponse.json({ message: 'Method not allowed' }, { status: 405 })],
    ['a 403', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })],
  ])('a form of the call the server does not take: %s', async (_, reply) => {
    server.use(http.get('/logout', reply));

    await expect(logout()).resolves.toBe(false);
  });

  test.each([401, 419, 500])('a %i is an ApiError for the caller to judge', async (status) => {
    answer('get', '/logout', { message: 'No.' }, { status });

    expect((await failureOf(logout())).status).toBe(status);
  });
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

const INDEX_HTML =
  '<!doctype html><html lang="nl"><head><title>Kaizen</title></head><body></body></html>';

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

  test('a sign-in answered 2xx with an HTML page (a portal’s, a proxy’s) is not one: sent once more, then fails', async () => {
    let sent = 0;
    server.use(
      http.post('/login', () => {
        sent += 1;
        return HttpResponse.html(INDEX_HTML);
      }),
    );

    const error = await failureOf(login({ email: 'ada@example.com', password: 'secret' }));

    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('an HTML page instead of JSON');
    expect(sent).toBe(2);
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
