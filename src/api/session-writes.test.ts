import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { z } from 'zod/mini';
import { server } from '@/mocks/server';
import { login, logout } from './auth';
import { endCallsUnderWay, readsWaitTiming, request } from './http';
import { setSessionLocale, setSessionTeam } from './session';

const anything = z.unknown();

/** A read the test ends when it likes; `arrivals` lists what reached the server, in order. */
function serverWithSlowRead() {
  const arrivals: string[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const note = (request: Request) => {
    const { pathname } = new URL(request.url);
    arrivals.push(`${request.method} ${pathname}`);
  };
  server.use(
    http.get('/api/slow', async ({ request }) => {
      note(request);
      await held;
      arrivals.push('slow answered');
      return HttpResponse.json({});
    }),
    http.get('/api/other', ({ request }) => {
      note(request);
      return HttpResponse.json({});
    }),
    http.get('/api/session/locale/:locale', ({ request, params }) => {
      note(request);
      return HttpResponse.json({ locale: params.locale });
    }),
    http.get('/api/session/team/:id', ({ request, params }) => {
      note(request);
      return HttpResponse.json({ active_team: { id: Number(params.id), name: 'Productie' } });
    }),
    http.post('/login', ({ request }) => {
      note(request);
      return HttpResponse.json({ two_factor: false });
    }),
    http.get('/logout', ({ request }) => {
      note(request);
      return HttpResponse.json({});
    }),
  );
  return { arrivals, release };
}

/**
 * Gives every request the client may send now the turns of the event loop it needs to reach
 * the server (a few tasks, no fixed time): what has not arrived then was held back.
 */
async function settle() {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve));
}

describe('calls that change the server session run alone', () => {
  test.each([
    ['the session locale', () => setSessionLocale('en'), 'GET /api/session/locale/en'],
    ['the active team', () => setSessionTeam(4), 'GET /api/session/team/4'],
    ['a sign-in', () => login({ email: 'a@b.nl', password: 'x' }), 'POST /login'],
    ['a sign-out', () => logout(), 'GET /logout'],
  ])(
    '%s waits for the read under way, and a read asked for after it waits for it',
    async (_, change, line) => {
      const { arrivals, release } = serverWithSlowRead();

      const slow = request(anything, { url: '/api/slow' });
      const changed = change();
      const later = request(anything, { url: '/api/other' });
      await settle();
      // A file session written back by the slow read would undo the change made beside it.
      expect(arrivals).toEqual(['GET /api/slow']);

      release();
      await Promise.all([slow, changed, later]);
      expect(arrivals).toEqual(['GET /api/slow', 'slow answered', line, 'GET /api/other']);
    },
  );

  test('reads go side by side as before', async () => {
    const { arrivals, release } = serverWithSlowRead();

    const slow = request(anything, { url: '/api/slow' });
    const other = request(anything, { url: '/api/other' });
    await other;
    expect(arrivals).toEqual(['GET /api/slow', 'GET /api/other']);
    release();
    await slow;
  });

  test('two session writes do not overlap either: the second waits for the first', async () => {
    const arrivals: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/session/locale/:locale', async ({ params }) => {
        arrivals.push(`locale ${String(params.locale)}`);
        await held;
        return HttpResponse.json({ locale: params.locale });
      }),
      http.get('/api/session/team/:id', ({ params }) => {
        arrivals.push(`team ${String(params.id)}`);
        return HttpResponse.json({ active_team: { id: Number(params.id), name: 'Productie' } });
      }),
    );

    const locale = setSessionLocale('en');
    const team = setSessionTeam(2);
    await settle();
    expect(arrivals).toEqual(['locale en']);
    release();
    await Promise.all([locale, team]);
    expect(arrivals).toEqual(['locale en', 'team 2']);
  });

  test('a session write that fails frees the way for the calls after it', async () => {
    const arrivals: string[] = [];
    server.use(
      http.get('/api/session/locale/:locale', () => HttpResponse.json({}, { status: 500 })),
      http.get('/api/other', () => {
        arrivals.push('other');
        return HttpResponse.json({});
      }),
    );

    await expect(setSessionLocale('en')).rejects.toMatchObject({ status: 500 });
    await request(anything, { url: '/api/other' });
    expect(arrivals).toEqual(['other']);
  });

  describe('no session write is held by one read that never answers', () => {
    const waitMs = readsWaitTiming.ms;
    afterEach(() => {
      readsWaitTiming.ms = waitMs;
    });

    test('the read is ended after the wait, the change goes through, the read fails to be asked again', async () => {
      readsWaitTiming.ms = 0;
      const { arrivals } = serverWithSlowRead();

      const stuck = request(anything, { url: '/api/slow' });
      const failed = expect(stuck).rejects.toMatchObject({ status: 0 });
      await setSessionLocale('en');

      await failed;
      expect(arrivals).toEqual(['GET /api/slow', 'GET /api/session/locale/en']);
    });

    test('a write under way is waited for, however long: ended early, nobody knows whether it saved', async () => {
      readsWaitTiming.ms = 0;
      const arrivals: string[] = [];
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      server.use(
        http.post('/api/slow-save', async () => {
          arrivals.push('save');
          await held;
          arrivals.push('save answered');
          return HttpResponse.json({});
        }),
        http.get('/api/session/locale/:locale', ({ params }) => {
          arrivals.push(`locale ${String(params.locale)}`);
          return HttpResponse.json({ locale: params.locale });
        }),
      );

      const save = request(anything, { method: 'post', url: '/api/slow-save', data: {} });
      const locale = setSessionLocale('en');
      await settle();
      expect(arrivals).toEqual(['save']);
      release();
      await Promise.all([save, locale]);
      expect(arrivals).toEqual(['save', 'save answered', 'locale en']);
    });
  });

  test('a sign-out ends every call under way and every one waiting, at once', async () => {
    const { arrivals } = serverWithSlowRead();

    const stuck = request(anything, { url: '/api/slow' });
    const waitingWrite = setSessionLocale('en');
    const waitingRead = request(anything, { url: '/api/other' });
    await settle();
    endCallsUnderWay();

    await expect(stuck).rejects.toMatchObject({ status: 0 });
    await expect(waitingWrite).rejects.toMatchObject({ status: 0 });
    await expect(waitingRead).rejects.toMatchObject({ status: 0 });
    // The ones that waited never reached the server.
    expect(arrivals).toEqual(['GET /api/slow']);
  });
});
