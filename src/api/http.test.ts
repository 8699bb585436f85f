import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod/mini';
import { server } from '@/mocks/server';
import { answer, failureOf, formFields, requestLine } from '@tests/utils/api';
import {
  isRequestUnderway,
  onForbidden,
  onSavedUnreadable,
  onSessionExpired,
  request,
  setRequestLocale,
  spoofed,
  toFormData,
  whenNoRequestUnderway,
} from './http';

const anything = z.unknown();

function clearCookie(name: string) {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setRequestLocale(undefined);
  clearCookie('XSRF-TOKEN');
  clearCookie('laravel_session');
});

describe('what every request carries', () => {
  test('it asks for JSON and says it is an XHR call, which Laravel needs to answer with JSON', async () => {
    const received = answer('get', '/api/ping', {});

    await request(anything, { url: '/api/ping' });

    expect(received.only.headers.get('Accept')).toBe('application/json');
    expect(received.only.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  test('it sends the session cookie along', async () => {
    document.cookie = 'laravel_session=session-1';
    const received = answer('get', '/api/ping', {});

    await request(anything, { url: '/api/ping' });

    expect(received.only.credentials).toBe('include');
    expect(received.only.headers.get('Cookie')).toContain('laravel_session=session-1');
  });

  test('the XSRF cookie is echoed as the X-XSRF-TOKEN header', async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    const received = answer('post', '/api/ping', {});

    await request(anything, { method: 'post', url: '/api/ping', data: {} });

    expect(received.only.headers.get('X-XSRF-TOKEN')).toBe('abc');
  });

  test('a browser with a cookie store sends at once: the XSRF cookie is read without asking it', async () => {
    // A store that never answers: a client that asks it before sending never sends.
    vi.stubGlobal('cookieStore', { get: () => new Promise(() => undefined) });
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('eyJpdiI6=')}`;
    const received = answer('post', '/api/ping', {});

    await request(anything, { method: 'post', url: '/api/ping', data: {} });

    expect(received.only.headers.get('X-XSRF-TOKEN')).toBe('eyJpdiI6=');
  });

  test('a read carries no X-XSRF-TOKEN header: Laravel checks writes only', async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    const received = answer('get', '/api/ping', {});

    await request(anything, { method: 'get', url: '/api/ping' });

    expect(received.only.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  test('without an XSRF cookie no X-XSRF-TOKEN header is sent', async () => {
    const received = answer('post', '/api/ping', {});

    await request(anything, { method: 'post', url: '/api/ping', data: {} });

    expect(received.only.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  test('Accept-Language follows the locale given to setRequestLocale', async () => {
    const received = answer('get', '/api/ping', {});

    await request(anything, { url: '/api/ping' });
    setRequestLocale('de');
    await request(anything, { url: '/api/ping' });

    expect(received.all[0].headers.has('Accept-Language')).toBe(false);
    expect(received.all[1].headers.get('Accept-Language')).toBe('de');
  });

  test('a locale named by the call itself wins over the request locale', async () => {
    setRequestLocale('en');
    const received = answer('get', '/api/ping', {});

    await request(anything, { url: '/api/ping', headers: { 'Accept-Language': 'fr' } });

    expect(received.only.headers.get('Accept-Language')).toBe('fr');
  });

  test('the query string is sent as the address has it; query objects are refused', async () => {
    const received = answer('get', '/api/ping', {});

    await request(anything, { url: '/api/ping?withBase=true' });
    // @ts-expect-error: the build has no serializer of query objects.
    void (() => request(anything, { url: '/api/ping', params: { withBase: true } }));

    expect(requestLine(received.only)).toBe('GET /api/ping?withBase=true');
  });
});

describe('answers that are errors', () => {
  test('a 422 carries the field errors and the first message per field', async () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { email: ['The email is taken.', 'The email is too long.'], name: 'Required.' },
    };
    server.use(http.post('/api/user/', () => HttpResponse.json(body, { status: 422 })));

    const error = await failureOf(request(anything, { method: 'post', url: '/api/user/' }));

    expect(error).toMatchObject({ kind: 'http', status: 422, isValidation: true, data: body });
    expect(error.serverMessage).toBe('The given data was invalid.');
    expect(error.fieldErrors).toEqual({
      email: ['The email is taken.', 'The email is too long.'],
      name: ['Required.'],
    });
    expect(error.fieldError('email')).toBe('The email is taken.');
    expect(error.fieldError('password')).toBeUndefined();
    expect(error.message).toBe('POST /api/user/ answered 422: The given data was invalid.');
  });

  test.each([401, 403, 404, 419, 423, 500])(
    'a %i keeps the status, what the server said and the raw body',
    async (status) => {
      const body = { message: `Server says ${status}` };
      server.use(http.get('/api/kaizen/3', () => HttpResponse.json(body, { status })));

      const error = await failureOf(request(anything, { url: '/api/kaizen/3' }));

      expect(error).toMatchObject({
        kind: 'http',
        status,
        serverMessage: `Server says ${status}`,
        data: body,
        method: 'GET',
        url: '/api/kaizen/3',
        fieldErrors: {},
      });
      expect(error.message).toBe(`GET /api/kaizen/3 answered ${status}: Server says ${status}`);
      expect(error.isSessionExpired).toBe(status === 401 || status === 419);
    },
  );

  test.each([500, 503])(
    'a %i that is an HTML page still gives a readable error without a server message',
    async (status) => {
      const page = '<!doctype html><html><body>Server Error</body></html>';
      server.use(http.post('/api/company', () => HttpResponse.html(page, { status })));

      const error = await failureOf(request(anything, { method: 'post', url: '/api/company' }));

      expect(error).toMatchObject({ kind: 'http', status, data: page, savedButUnreadable: false });
      expect(error.serverMessage).toBeUndefined();
      expect(error.message).toBe(`POST /api/company answered ${status}`);
    },
  );

  test('a dropped connection is a network error with status 0', async () => {
    server.use(http.get('/api/user', () => HttpResponse.error()));

    const error = await failureOf(request(anything, { url: '/api/user' }));

    expect(error).toMatchObject({ kind: 'network', status: 0, method: 'GET', url: '/api/user' });
    expect(error.message).toMatch(/^GET \/api\/user failed: no response/);
  });

  // msw's XMLHttpRequest mock ignores `timeout`, so this call goes through axios's fetch adapter;
  // api-error.test.ts covers the error the XHR adapter raises on a timeout.
  test('an answer slower than the timeout is a timeout error', async () => {
    server.use(
      http.get('/api/slow', async () => {
        await delay(1000);
        return HttpResponse.json({});
      }),
    );

    const error = await failureOf(
      request(anything, {
        url: '/api/slow',
        baseURL: location.origin,
        adapter: 'fetch',
        timeout: 50,
      }),
    );

    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
    expect(error.message).toBe('GET /api/slow timed out');
  });
});

describe('answers that are not the expected JSON', () => {
  const userSchema = z.object({ id: z.number(), name: z.string() });

  test('malformed JSON is an invalid response that says the text is not JSON', async () => {
    server.use(
      http.get(
        '/api/user',
        () => new HttpResponse('{"id": 1,', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );

    const error = await failureOf(request(userSchema, { url: '/api/user' }));

    expect(error).toMatchObject({ kind: 'invalid-response', status: 200, data: '{"id": 1,' });
    expect(error.message).toMatch(/^GET \/api\/user returned text that is not JSON/);
  });

  test('an HTML page instead of JSON says so', async () => {
    server.use(http.get('/api/user', () => HttpResponse.html('<html><body>Login</body></html>')));

    const error = await failureOf(request(userSchema, { url: '/api/user' }));

    expect(error.kind).toBe('invalid-response');
    expect(error.message).toMatch(/^GET \/api\/user returned an HTML page instead of JSON/);
  });

  test('an empty body says it is empty', async () => {
    server.use(http.get('/api/user', () => new HttpResponse(null, { status: 200 })));

    const error = await failureOf(request(userSchema, { url: '/api/user' }));

    expect(error.kind).toBe('invalid-response');
    expect(error.message).toMatch(/^GET \/api\/user returned an empty body/);
  });

  test('a body missing a field names the field', async () => {
    answer('get', '/api/user', { id: 4 });

    const error = await failureOf(request(userSchema, { url: '/api/user' }));

    expect(error).toMatchObject({ kind: 'invalid-response', status: 200, data: { id: 4 } });
    expect(error.message).toBe(
      'GET /api/user returned a body of the wrong shape (name: Invalid input: expected string, received undefined)',
    );
  });
});

describe('a schema whose code is still loading', () => {
  const userSchema = z.object({ id: z.number(), name: z.string() });

  test('the request goes out at once and its answer is parsed once the schema is in', async () => {
    const received = answer('get', '/api/user', { id: 4, name: 'Ada', extra: true });
    let schemaIn: (schema: typeof userSchema) => void = () => undefined;
    const loading = new Promise<typeof userSchema>((resolve) => (schemaIn = resolve));

    const user = request(loading, { url: '/api/user' });

    await vi.waitFor(() => expect(received.all).toHaveLength(1));
    schemaIn(userSchema);
    await expect(user).resolves.toEqual({ id: 4, name: 'Ada' });
  });

  test('a schema that never loads fails the call with an API error', async () => {
    answer('get', '/api/user', { id: 4, name: 'Ada' });

    const error = await failureOf(
      request(Promise.reject<typeof userSchema>(new Error('chunk failed')), { url: '/api/user' }),
    );

    expect(error).toMatchObject({ kind: 'network', message: 'chunk failed' });
  });
});

describe('what an answer of the wrong shape says it received', () => {
  const nested = z.object({ team: z.object({ id: z.number() }) });

  test.each([
    ['null', { team: null }, 'team: Invalid input: expected object, received null'],
    ['a list', { team: [1] }, 'team: Invalid input: expected object, received array'],
    ['a number', { team: 4 }, 'team: Invalid input: expected object, received number'],
  ])('%s where an object belongs', async (_, body, detail) => {
    answer('get', '/api/kaizen/1', body);

    const error = await failureOf(request(nested, { url: '/api/kaizen/1' }));

    expect(error.message).toBe(`GET /api/kaizen/1 returned a body of the wrong shape (${detail})`);
  });

  test('an issue deeper than the body reaches is said to have received undefined', async () => {
    answer('get', '/api/kaizen/1', { team: null });
    const issue = { path: ['team', 'id'], message: 'Invalid input', expected: 'number' };
    const parser = { safeParse: () => ({ success: false as const, error: { issues: [issue] } }) };

    const error = await failureOf(request(parser, { url: '/api/kaizen/1' }));

    expect(error.message).toBe(
      'GET /api/kaizen/1 returned a body of the wrong shape (team.id: Invalid input: expected number, received undefined)',
    );
  });

  test('a whole body of the wrong kind is named "body"; JSON null is an empty body', async () => {
    answer('get', '/api/kaizen/1', null);

    const error = await failureOf(request(nested, { url: '/api/kaizen/1' }));

    expect(error.message).toBe(
      'GET /api/kaizen/1 returned an empty body (body: Invalid input: expected object, received null)',
    );
  });

  test("a parser's own message is kept as it is", async () => {
    answer('get', '/api/kaizen/1', { id: 0 });
    const positive = z.object({ id: z.number().check(z.positive('must be positive')) });

    const error = await failureOf(request(positive, { url: '/api/kaizen/1' }));

    expect(error.message).toBe(
      'GET /api/kaizen/1 returned a body of the wrong shape (id: must be positive)',
    );
  });

  test('text with a tag later on is text, not an HTML page', async () => {
    server.use(
      http.get('/api/user', () => HttpResponse.text('Fatal error: 1 < 2 in <b>x.php</b>')),
    );

    const error = await failureOf(
      request(anything.check(z.refine(() => false)), { url: '/api/user' }),
    );

    expect(error.message).toMatch(/^GET \/api\/user returned text that is not JSON/);
  });

  test('a page with white space before its first tag is still an HTML page', async () => {
    server.use(http.get('/api/user', () => HttpResponse.text('\n  <!doctype html><p>Login</p>')));

    const error = await failureOf(
      request(anything.check(z.refine(() => false)), { url: '/api/user' }),
    );

    expect(error.message).toMatch(/^GET \/api\/user returned an HTML page instead of JSON/);
  });
});

describe('session expiry', () => {
  test.each([401, 419])(
    'a %i on an ordinary call tells the session-expired listeners',
    async (status) => {
      const listener = vi.fn();
      const unsubscribe = onSessionExpired(listener);
      server.use(http.get('/api/kaizen', () => HttpResponse.json({}, { status })));

      await failureOf(request(anything, { url: '/api/kaizen' }));
      unsubscribe();

      expect(listener).toHaveBeenCalledOnce();
      expect(listener).toHaveBeenCalledWith(
        expect.objectContaining({ status, url: '/api/kaizen' }),
      );
    },
  );

  test.each(['/login', '/login-type', '/verified', '/api/password/reset', '/api/check/token/t1'])(
    'a 401 from %s means wrong credentials, not an expired session',
    async (path) => {
      const listener = vi.fn();
      const unsubscribe = onSessionExpired(listener);
      server.use(http.post(path, () => HttpResponse.json({}, { status: 401 })));

      await failureOf(request(anything, { method: 'post', url: path }));
      unsubscribe();

      expect(listener).not.toHaveBeenCalled();
    },
  );

  // A guest's 401 there ends nothing: the expiry watcher leaves anyone not signed in alone.
  test('a 401 on the session locale write is one too: a signed-in reload may have drawn', async () => {
    const listener = vi.fn();
    const unsubscribe = onSessionExpired(listener);
    server.use(http.get('/api/session/locale/nl', () => HttpResponse.json({}, { status: 401 })));

    await failureOf(request(anything, { url: '/api/session/locale/nl' }));
    unsubscribe();

    expect(listener).toHaveBeenCalledOnce();
  });

  test('a 403 is not a session expiry', async () => {
    const listener = vi.fn();
    const unsubscribe = onSessionExpired(listener);
    server.use(http.get('/api/kaizen', () => HttpResponse.json({}, { status: 403 })));

    await failureOf(request(anything, { url: '/api/kaizen' }));
    unsubscribe();

    expect(listener).not.toHaveBeenCalled();
  });

  test('an unsubscribed listener hears nothing more', async () => {
    const listener = vi.fn();
    onSessionExpired(listener)();
    server.use(http.get('/api/kaizen', () => HttpResponse.json({}, { status: 401 })));

    await failureOf(request(anything, { url: '/api/kaizen' }));

    expect(listener).not.toHaveBeenCalled();
  });
});

describe('who hears of refusals and unreadable saves', () => {
  test('a 401 with a query string after an auth path is still no session expiry', async () => {
    const listener = vi.fn();
    const stop = onSessionExpired(listener);
    server.use(http.get('/verified', () => HttpResponse.json({}, { status: 401 })));

    await failureOf(request(anything, { url: '/verified?fresh=1' }));
    stop();

    expect(listener).not.toHaveBeenCalled();
  });

  test('a 403 tells the refusal listeners, once, until they unsubscribe', async () => {
    const listener = vi.fn();
    const stop = onForbidden(listener);
    server.use(http.get('/api/kaizen', () => HttpResponse.json({}, { status: 403 })));

    await failureOf(request(anything, { url: '/api/kaizen' }));
    stop();
    await failureOf(request(anything, { url: '/api/kaizen' }));

    expect(listener).toHaveBeenCalledOnce();
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ status: 403 }));
  });

  test('a 401 is no refusal', async () => {
    const listener = vi.fn();
    const stop = onForbidden(listener);
    server.use(http.get('/api/kaizen', () => HttpResponse.json({}, { status: 401 })));

    await failureOf(request(anything, { url: '/api/kaizen' }));
    stop();

    expect(listener).not.toHaveBeenCalled();
  });

  test('a create answered 2xx unreadably is announced once; a read so answered is not', async () => {
    const listener = vi.fn();
    const stop = onSavedUnreadable(listener);
    server.use(
      http.post('/api/kaizen', () => new HttpResponse('', { status: 201 })),
      http.get('/api/kaizen', () => new HttpResponse('', { status: 200 })),
    );
    const saved = z.object({ id: z.number() });

    await failureOf(request(saved, { method: 'post', url: '/api/kaizen', data: {} }));
    await failureOf(request(saved, { url: '/api/kaizen' }));
    stop();
    await failureOf(request(saved, { method: 'post', url: '/api/kaizen', data: {} }));

    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('requests under way', () => {
  test('none under way: nothing to wait for', async () => {
    expect(isRequestUnderway()).toBe(false);
    await whenNoRequestUnderway();
  });

  test('the wait ends when the last request settles, failed or not', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/slow', async () => {
        await held;
        return HttpResponse.json({});
      }),
      http.get('/api/failing', () => HttpResponse.json({}, { status: 500 })),
    );
    const events: string[] = [];

    const slow = request(anything, { url: '/api/slow' }).then(() => events.push('slow done'));
    const failing = failureOf(request(anything, { url: '/api/failing' }));
    expect(isRequestUnderway()).toBe(true);
    const quiet = whenNoRequestUnderway().then(() => events.push('quiet'));
    await failing;
    expect(isRequestUnderway()).toBe(true);
    expect(events).toEqual([]);
    release();
    await Promise.all([slow, quiet]);

    expect(events.sort()).toEqual(['quiet', 'slow done']);
    expect(isRequestUnderway()).toBe(false);
  });
});

describe('spoofed', () => {
  test('sends a multipart POST carrying _method, arrays as key[] and booleans as 1/0', async () => {
    const received = answer('post', '/api/user/5', {});
    const picture = new File(['png'], 'ada.png', { type: 'image/png' });

    await spoofed(anything, 'PUT', '/api/user/5', {
      name: 'Ada',
      roles: [2, 3],
      active: true,
      archived: false,
      age: 36,
      picture,
      locale: null,
      password: undefined,
      email: '',
    });

    expect(requestLine(received.only)).toBe('POST /api/user/5');
    expect(received.only.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const { picture: sentPicture, ...fields } = await formFields(received.only);
    expect(fields).toEqual({
      _method: 'PUT',
      name: 'Ada',
      'roles[]': ['2', '3'],
      active: '1',
      archived: '0',
      age: '36',
      email: '',
    });
    // jsdom's File reaches Node's FormData without its name and bytes, so only its type is compared.
    expect(sentPicture).toMatchObject({ type: 'image/png' });
  });

  test('an empty array sends no field at all', async () => {
    const received = answer('post', '/api/team/1', {});

    await spoofed(anything, 'PUT', '/api/team/1', { users: [] });

    expect(await formFields(received.only)).toEqual({ _method: 'PUT' });
  });
});

describe('CSRF renewal after a 419', () => {
  /** Laravel's VerifyCsrfToken: a write with another token than the session's is refused. */
  function laravelCsrf(path: string) {
    const sent: Request[] = [];
    const renewals: Request[] = [];
    server.use(
      http.get('/verified', ({ request: received }) => {
        renewals.push(received);
        // What the browser does with the answer's Set-Cookie: XSRF-TOKEN=fresh.
        document.cookie = 'XSRF-TOKEN=fresh';
        return HttpResponse.json(false);
      }),
      http.post(path, ({ request: received }) => {
        sent.push(received);
        return received.headers.get('X-XSRF-TOKEN') === 'fresh'
          ? HttpResponse.json({ two_factor: false })
          : HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
      }),
    );
    return { sent, renewals };
  }

  test('a sign-in refused with 419 renews the token once and is sent once more, with the new token', async () => {
    document.cookie = 'XSRF-TOKEN=dead';
    const { sent, renewals } = laravelCsrf('/login');

    await request(anything, {
      method: 'post',
      url: '/login',
      data: toFormData({ email: 'a@b.c' }),
    });

    expect(renewals).toHaveLength(1);
    expect(sent.map((r) => r.headers.get('X-XSRF-TOKEN'))).toEqual(['dead', 'fresh']);
    expect(await formFields(sent[1])).toEqual({ email: 'a@b.c' });
  });

  test('a sign-in refused twice is not sent a third time', async () => {
    const sent: Request[] = [];
    server.use(
      http.get('/verified', () => HttpResponse.json(false)),
      http.post('/login-type', ({ request: received }) => {
        sent.push(received);
        return HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
      }),
    );

    const error = await failureOf(request(anything, { method: 'post', url: '/login-type' }));

    expect(error.status).toBe(419);
    expect(sent).toHaveLength(2);
  });

  test('any other 419 renews the token, is not sent again and ends the session', async () => {
    document.cookie = 'XSRF-TOKEN=dead';
    const { sent, renewals } = laravelCsrf('/api/kaizen');
    const expired = vi.fn();
    const stop = onSessionExpired(expired);

    const error = await failureOf(request(anything, { method: 'post', url: '/api/kaizen' }));
    stop();

    expect(error.status).toBe(419);
    expect(sent).toHaveLength(1);
    expect(renewals).toHaveLength(1);
    expect(expired).toHaveBeenCalledOnce();
    expect(document.cookie).toContain('XSRF-TOKEN=fresh');
  });

  test('a renewal answered 419 itself ends there: the call fails with its 419, nothing waits', async () => {
    let renewals = 0;
    server.use(
      http.get('/verified', () => {
        renewals += 1;
        return HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
      }),
      http.post('/login', () =>
        HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 }),
      ),
    );

    const error = await failureOf(request(anything, { method: 'post', url: '/login' }));

    expect(error.status).toBe(419);
    // One renewal per 419 of the sign-in (the first and its one re-send), none for its own.
    expect(renewals).toBe(2);
  });

  test.each(['get', 'head', 'options'] as const)(
    'a read (%s) made while the token is renewed does not wait for it',
    async (method) => {
      laravelCsrf('/api/team');
      let readArrived: () => void = () => undefined;
      const arrived = new Promise<void>((resolve) => (readArrived = resolve));
      server.use(
        http[method]('/api/role', () => {
          readArrived();
          return HttpResponse.json([]);
        }),
        // The renewal answers only once the read got through: a read that waited would hang here.
        http.get('/verified', async () => {
          void request(anything, { method, url: '/api/role' }).catch(() => undefined);
          await arrived;
          return HttpResponse.json(false);
        }),
      );

      const error = await failureOf(request(anything, { method: 'post', url: '/api/team' }));

      expect(error.status).toBe(419);
    },
  );

  test('a write made while the token is renewed waits for the new token', async () => {
    document.cookie = 'XSRF-TOKEN=dead';
    laravelCsrf('/api/team');
    const saved = answer('post', '/api/role', {});
    let madeDuringRenewal: Promise<unknown> = Promise.resolve();
    server.use(
      http.get('/verified', async () => {
        madeDuringRenewal = request(anything, { method: 'post', url: '/api/role' });
        await delay(20);
        document.cookie = 'XSRF-TOKEN=fresh';
        return HttpResponse.json(false);
      }),
    );

    await failureOf(request(anything, { method: 'post', url: '/api/team' }));
    await madeDuringRenewal;

    expect(saved.only.headers.get('X-XSRF-TOKEN')).toBe('fresh');
  });
});
