import { getResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { DEMO_PASSWORD } from './db/seed-org';
import { handlers } from './handlers';
import { DemoSessions, SESSION_COOKIE, XSRF_COOKIE } from './http/sessions';
import { ACCOUNTS } from './testing';

const ORIGIN = 'http://demo.test';

/** A browser of its own: a cookie jar, and axios' habit of echoing XSRF-TOKEN on writes. */
function browser(sessions: DemoSessions) {
  const jar = new Map<string, string>();
  const setCookies: string[][] = [];
  async function send(
    method: string,
    path: string,
    options: { body?: unknown; token?: string } = {},
  ) {
    const headers = new Headers({ Accept: 'application/json' });
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) headers.set('Cookie', cookie);
    const token = options.token ?? jar.get(XSRF_COOKIE);
    if (method !== 'GET' && token !== undefined) headers.set('X-XSRF-TOKEN', token);
    if (options.body !== undefined) headers.set('Content-Type', 'application/json');
    const request = new Request(`${ORIGIN}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const response = await sessions.handle(request, (r) => getResponse(handlers, r));
    if (!response) throw new Error(`no handler for ${method} ${path}`);
    const cookies = response.headers.getSetCookie();
    setCookies.push(cookies);
    for (const line of cookies) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown, cookies };
  }
  return {
    jar,
    send,
    signIn: async (role: keyof typeof ACCOUNTS) => {
      await send('GET', '/verified');
      const answer = await send('POST', '/login', {
        body: { email: ACCOUNTS[role], password: DEMO_PASSWORD },
      });
      expect(answer.status).toBe(200);
    },
    email: async () => {
      const answer = await send('GET', '/api/user');
      return answer.status === 200 ? (answer.body as { email: string }).email : answer.status;
    },
  };
}

describe('the demo server session (Laravel StartSession + VerifyCsrfToken)', () => {
  test('a write without the session token answers 419 before any handler runs', async () => {
    const sessions = new DemoSessions();
    const guest = browser(sessions);

    const answer = await guest.send('POST', '/login', {
      body: { email: ACCOUNTS.admin, password: DEMO_PASSWORD },
    });

    expect(answer).toMatchObject({ status: 419, body: { message: 'CSRF token mismatch.' } });
    // Like Laravel: the session cookie is sent, a fresh XSRF-TOKEN is not.
    expect(answer.cookies.map((c) => c.split('=')[0])).toEqual([SESSION_COOKIE]);
    await expect(guest.email()).resolves.toBe(401);
  });

  test('every answer through the session hands out its token: readable, with the session cookie HttpOnly', async () => {
    const guest = browser(new DemoSessions({ lifetimeMinutes: 30 }));

    const answer = await guest.send('GET', '/verified');

    expect(answer.cookies).toHaveLength(2);
    const session = answer.cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    const xsrf = answer.cookies.find((c) => c.startsWith(`${XSRF_COOKIE}=`));
    expect(session).toMatch(/; Max-Age=1800; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(xsrf).toMatch(/; Max-Age=1800; Path=\/; SameSite=Lax$/);
    expect(xsrf).not.toContain('HttpOnly');
  });

  test('two browsers signed in at the same time each keep their own user', async () => {
    const sessions = new DemoSessions();
    const admin = browser(sessions);
    const employee = browser(sessions);

    await admin.signIn('admin');
    await employee.signIn('employee');

    await expect(admin.email()).resolves.toBe(ACCOUNTS.admin);
    await expect(employee.email()).resolves.toBe(ACCOUNTS.employee);
    await expect(browser(sessions).email()).resolves.toBe(401);
  });

  test('signing in and out starts a new session id and token; the old token gets 419', async () => {
    const sessions = new DemoSessions();
    const user = browser(sessions);
    await user.send('GET', '/verified');
    const guestToken = user.jar.get(XSRF_COOKIE);
    const guestId = user.jar.get(SESSION_COOKIE);

    await user.signIn('lead');

    expect(user.jar.get(XSRF_COOKIE)).not.toBe(guestToken);
    expect(user.jar.get(SESSION_COOKIE)).not.toBe(guestId);
    const stale = await user.send('POST', '/api/team', { body: { name: 'x' }, token: guestToken });
    expect(stale.status).toBe(419);

    const signedInToken = user.jar.get(XSRF_COOKIE);
    await expect(user.send('GET', '/logout')).resolves.toMatchObject({ status: 204 });
    expect(user.jar.get(XSRF_COOKIE)).not.toBe(signedInToken);
    await expect(user.email()).resolves.toBe(401);
  });

  test('ending every session: the next read is a guest, a write with the old token 419, a GET renews it', async () => {
    const sessions = new DemoSessions();
    const lead = browser(sessions);
    await lead.signIn('lead');

    sessions.endAll();

    await expect(lead.email()).resolves.toBe(401);
    const old = browser(sessions);
    old.jar.set(SESSION_COOKIE, 'gone');
    old.jar.set(XSRF_COOKIE, 'dead-token');
    await expect(old.send('POST', '/login', { body: {} })).resolves.toMatchObject({ status: 419 });
    await old.signIn('lead');
    await expect(old.email()).resolves.toBe(ACCOUNTS.lead);
  });

  test('a session ends after its lifetime without requests, and lives on while it is used', async () => {
    let now = 0;
    const sessions = new DemoSessions({ lifetimeMinutes: 10, now: () => now });
    const lead = browser(sessions);
    await lead.signIn('lead');
    await browser(sessions).send('GET', '/verified'); // a browser that never comes back

    now += 9 * 60_000;
    await expect(lead.email()).resolves.toBe(ACCOUNTS.lead);
    now += 9 * 60_000;
    await expect(lead.email()).resolves.toBe(ACCOUNTS.lead);
    now += 11 * 60_000;
    await expect(lead.email()).resolves.toBe(401);
    // Ended sessions are gone, not only ignored: the lead's new guest session is all that is left.
    expect(sessions.size).toBe(1);
  });

  test('a language picked before signing in belongs to that browser only', async () => {
    const sessions = new DemoSessions();
    const english = browser(sessions);
    const dutch = browser(sessions);

    await english.send('GET', '/api/session/locale/en');

    const message = async (who: ReturnType<typeof browser>) =>
      ((await who.send('GET', '/api/user')).body as { message: string }).message;
    await expect(message(english)).resolves.toBe('Unauthenticated.');
    await expect(message(dutch)).resolves.toBe('U bent niet ingelogd.');
  });
});
