import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { server } from '@/mocks/server';
import { useSessionStore } from '@/stores/session-store';
import { buildCurrentUser } from '@tests/factories';
import { answer } from '@tests/utils/api';
import { lookUpPersonAsked } from './hand-over';

const asked = () => useSessionStore.getState().askedPerson;

afterEach(() => useSessionStore.getState().setAskedPerson(null));

describe('"Bent u ...?" names whom the session on the device belongs to', () => {
  test('by the name and login the server gives', async () => {
    answer(
      'get',
      '/api/user',
      buildCurrentUser({ name: 'Lars Jansen', email: 'lars@example.com' }),
    );

    await lookUpPersonAsked();

    expect(asked()).toEqual({ name: 'Lars Jansen', login: 'lars@example.com' });
  });

  test('once named, its wait for the name is over: no timer is left behind', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer('get', '/api/user', buildCurrentUser({ name: 'Lars Jansen' }));

    await lookUpPersonAsked();

    expect(asked()).toMatchObject({ name: 'Lars Jansen' });
    expect(vi.getTimerCount()).toBe(0);
  });

  test('nobody when the session is gone', async () => {
    useSessionStore.getState().setAskedPerson({ name: 'Vorige', login: 'vorige@example.com' });
    answer('get', '/api/user', { message: 'Unauthenticated.' }, { status: 401 });

    await lookUpPersonAsked();

    expect(asked()).toBeNull();
  });

  test('nobody when the server does not answer in time, without waiting for it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answerLate = () => undefined as void;
    server.use(
      http.get('*/api/user', async () => {
        await new Promise<void>((resolve) => (answerLate = resolve));
        return HttpResponse.json(buildCurrentUser({ name: 'Te laat' }));
      }),
    );
    try {
      useSessionStore.getState().setAskedPerson({ name: 'Vorige', login: 'vorige@example.com' });
      const lookUp = lookUpPersonAsked();
      await vi.advanceTimersByTimeAsync(3_000);
      await lookUp;

      expect(asked()).toBeNull();
    } finally {
      answerLate();
      vi.useRealTimers();
    }
  });
});
