import { screen, waitFor } from '@testing-library/react';
import { describe, expect, onTestFinished, test } from 'vitest';
import { announceSession } from '@/lib/device-session';
import { chooseDeviceMode } from '@/lib/shared-device';
import { openUnsentWork } from '@/kaizens/unsent/unsent-work';
import { DEMO_PASSWORD } from '@/mocks/db/seed-org';
import { useAdminStorage } from '@/stores/admin-storage-store';
import { useSessionStore } from '@/stores/session-store';
import { recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';

const LEAD_ID = 3;
const TITLE = 'Kapotte lamp boven de zaagbank';
const QUESTION = { name: 'Bent u Lars Jansen?' };

/**
 * The browser's Web Locks as far as the question needs them: `query` lists the locks the other
 * tabs of the origin hold (`othersHold`), and `request` keeps this document's for good.
 */
function webLocks(othersHold: string[] = []) {
  const held = othersHold.map((name) => ({ name, mode: 'shared' as const }));
  const mine: string[] = [];
  const locks = {
    query: () => Promise.resolve({ held: [...held], pending: [] }),
    request: (name: string) => {
      mine.push(name);
      held.push({ name, mode: 'shared' });
      return new Promise<never>(() => undefined);
    },
  };
  Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });
  return mine;
}

/** The lead signed in on a shared device, with a draft, as the closed tab left it. */
async function leftSignedIn() {
  chooseDeviceMode(5);
  // That was the document that was closed: this one starts without its open-tab lock.
  (await import('@/lib/open-tabs')).resetOpenTabs();
  announceSession(LEAD_ID);
  await openUnsentWork(LEAD_ID, DEMO_PASSWORD, { keepKey: true });
  useAdminStorage.getState().setKaizenForm({
    drafts: [{ userId: LEAD_ID, kaizenId: null, values: { title: TITLE }, savedAt: null }],
  });
}

const signedInPage = () => screen.findByRole('navigation', { name: 'Hoofdnavigatie' });

describe('a shared device opened in a new tab, with no tab of the app open', () => {
  test('asks who is there before anything of theirs shows; someone else gets an empty form', async () => {
    await leftSignedIn();
    const mine = webLocks();
    const requests = recordRequests();
    const { user } = await renderApp('/home', { as: 'lead' });

    await screen.findByRole('heading', QUESTION);
    expect(screen.queryByRole('navigation', { name: 'Hoofdnavigatie' })).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
    // Signed out as after the idle time: sealed, and the server told once the page shows; the
    // name was asked while their session was still there.
    expect(JSON.stringify({ ...localStorage })).not.toContain(TITLE);
    await waitFor(() => expect(requests.lines()).toContain('GET /logout'));
    const appCalls = requests.lines().filter((line) => !line.includes('/language/'));
    expect(appCalls).toEqual([
      'POST /login', // the test's own sign-in, before the app starts
      'GET /api/user',
      'GET /logout',
      'GET /verified',
      'GET /api/session/locale/nl',
    ]);
    expect(mine).toEqual(['qek-open-tab']);
    // The page starts at its heading, as one without a form does: the question is read first.
    await waitFor(() => expect(screen.getByRole('heading', QUESTION)).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Ik ben iemand anders' }));

    const login = await screen.findByLabelText('E-mailadres of gebruikersnaam');
    expect(login).toHaveValue('');
    expect(login).toHaveFocus();
    expect(screen.queryByText(/Lars Jansen/)).toBeNull();
  });

  test('"Ja, ga verder" fills in their login and asks the password, which opens their work', async () => {
    await leftSignedIn();
    webLocks();
    const { user } = await renderApp('/home', { as: 'lead' });

    await user.click(await screen.findByRole('button', { name: 'Ja, ga verder' }));

    expect(await screen.findByLabelText('E-mailadres of gebruikersnaam')).toHaveValue(
      'lead@kaizen.demo',
    );
    const password = screen.getByLabelText('Wachtwoord');
    expect(password).toHaveFocus();
    await user.type(password, DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await signedInPage();
    expect(JSON.stringify(useAdminStorage.getState().kaizenForm)).toContain(TITLE);
  });
});

describe('goes on without asking', () => {
  test('in a tab that was signed in as them (a reload)', async () => {
    await leftSignedIn();
    webLocks();
    sessionStorage.setItem('qek_tab_user', String(LEAD_ID));
    await renderApp('/home', { as: 'lead' });
    await signedInPage();
    expect(screen.queryByRole('heading', QUESTION)).toBeNull();
  });

  test('beside another open tab of the app', async () => {
    await leftSignedIn();
    webLocks(['qek-open-tab']);
    await renderApp('/home', { as: 'lead' });
    await signedInPage();
    // This tab is theirs now: its own reload does not ask once the other one is closed.
    expect(sessionStorage.getItem('qek_tab_user')).toBe(String(LEAD_ID));
  });

  test('where the browser cannot tell whether another tab is open', async () => {
    await leftSignedIn();
    await renderApp('/home', { as: 'lead' });
    await signedInPage();
  });

  test('on a personal device', async () => {
    announceSession(LEAD_ID);
    webLocks();
    await renderApp('/home', { as: 'lead' });
    await signedInPage();
  });
});
