import { screen } from '@testing-library/react';
import { http } from 'msw';
import { expect, test, vi } from 'vitest';
import { server } from '@/mocks/server';
import { recordRequests } from '@tests/utils/api';
import { neverAnswer } from '@tests/utils/timeout-fault';
import { holdAnswers } from '@tests/utils/held-answer';
import { renderApp } from '@tests/utils/render-app';

// Whether the current user's schema has been asked for (it loads zod), and what holds it back.
const loaded = vi.hoisted(() => ({ userCode: false, held: Promise.resolve() }));
vi.mock('@/api/schemas/user', async (original) => {
  loaded.userCode = true;
  await loaded.held;
  return original();
});

// Nothing that does not change what is drawn first is awaited before it (docs/decisions.md,
// "Nothing awaited before the first paint that does not change it").
test('the sign-in page is drawn without waiting for the session locale call, which follows it', async () => {
  const requests = recordRequests();
  server.use(http.get('*/api/session/locale/:locale', neverAnswer));
  await renderApp('/login');

  expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  // Spec §7: still sent on start, signed out too.
  await expect.poll(() => requests.to('GET /api/session/locale/nl')).toHaveLength(1);
});

test("a signed-in page asks for the user's schema beside the start-up check, and for the user before it is in", async () => {
  const answerVerified = holdAnswers('*/verified');
  let schemaIn = () => undefined as void;
  loaded.held = new Promise<void>((resolve) => (schemaIn = resolve));
  loaded.userCode = false;
  const requests = recordRequests();
  await renderApp('/home', { as: 'lead' });

  await expect.poll(() => loaded.userCode).toBe(true);
  answerVerified();
  // The user is asked for as soon as the check says signed in, while the schema still loads.
  await expect.poll(() => requests.to('GET /api/user')).toHaveLength(1);
  schemaIn();
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a page behind sign-in asks for the user beside the start-up check, not a round trip after it', async () => {
  const answerVerified = holdAnswers('*/verified');
  const requests = recordRequests();
  await renderApp('/home', { as: 'lead' });

  await expect.poll(() => requests.to('GET /api/user')).toHaveLength(1);
  expect(requests.to('GET /verified')).toHaveLength(1);
  answerVerified();
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(requests.to('GET /api/user')).toHaveLength(1);
});

test('a guest on a page behind sign-in: the user read beside the check is dropped, the login page shows', async () => {
  const requests = recordRequests();
  await renderApp('/home');

  expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  expect(requests.to('GET /api/user')).toHaveLength(1);
  expect(await requests.answer('/api/user')).toMatchObject({ message: 'U bent niet ingelogd.' });
  // A 401 read at start is no session that ran out: the page says nothing of one.
  expect(screen.queryByText(/sessie is verlopen/)).not.toBeInTheDocument();
});

test('the sign-in page asks for no user at start', async () => {
  const requests = recordRequests();
  await renderApp('/login');

  expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  expect(requests.to('GET /verified')).toHaveLength(1);
  expect(requests.to('GET /api/user')).toHaveLength(0);
});
