import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { resetSession } from '@/lib/session';
import { chooseDeviceMode, noteIdleSignOut } from '@/lib/shared-device';
import { forgetUnsentKeys, openUnsentWork, sealUnsentWork } from '@/kaizens/unsent/unsent-work';
import { vaultDb } from '@/lib/vault-db';
import { useAdminStorage } from '@/stores/admin-storage-store';
import { answer, formFields } from '@tests/utils/api';
import { answerSignIn, loadDutchMessages, renderRoutes } from './auth-test-utils';
import { LoginPage } from './login-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/home', element: <h1>Home screen</h1> },
];

const USER_ID = 12;
const PASSWORD = 'geheim123';

async function signInWith(user: ReturnType<typeof renderRoutes>['user']) {
  await user.type(screen.getByLabelText('E-mailadres of gebruikersnaam'), 'anna@example.com');
  await user.type(screen.getByLabelText('Wachtwoord'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Inloggen' }));
  await screen.findByRole('heading', { name: 'Home screen' });
}

beforeEach(loadDutchMessages);
afterEach(() => resetSession());

describe('a shared device, chosen on the sign-in page', () => {
  test('is remembered for the device with its idle time, and keeps nobody signed in', async () => {
    const received = answer('post', '/login', {});
    answerSignIn({ id: USER_ID });
    const { user } = renderRoutes(routes, '/login');

    await user.click(screen.getByLabelText('Ingelogd blijven'));
    await user.click(screen.getByLabelText('Gedeeld apparaat (bijv. een tablet op de werkvloer)'));
    expect(screen.queryByLabelText('Ingelogd blijven')).not.toBeVisible();
    const idle = screen.getByLabelText('Automatisch uitloggen na');
    expect(idle).toHaveValue('5');
    expect(idle).toHaveAccessibleDescription(/versleuteld bewaard/);
    await user.selectOptions(idle, '10 minuten');
    await signInWith(user);

    expect(localStorage.getItem('qek_shared_device')).toBe('10');
    expect(await formFields(received.only)).toMatchObject({ remember: '0' });
    // Their key stays on the device while they are signed in, to seal their work later.
    expect(await vaultDb.keys(`key:${USER_ID}`)).toHaveLength(1);
  });

  test('the next visit finds it chosen; unticking makes the device personal again', async () => {
    chooseDeviceMode(15);
    answer('post', '/login', {});
    answerSignIn({ id: USER_ID });
    const { user } = renderRoutes(routes, '/login');

    const shared = screen.getByLabelText('Gedeeld apparaat (bijv. een tablet op de werkvloer)');
    expect(shared).toBeChecked();
    expect(screen.getByLabelText('Automatisch uitloggen na')).toHaveValue('15');
    await user.click(shared);
    await signInWith(user);

    expect(localStorage.getItem('qek_shared_device')).toBeNull();
    expect(await vaultDb.keys('key:')).toEqual([]);
  });

  test('after an idle sign-out the page says why, also drawn again, until someone signs in', async () => {
    noteIdleSignOut(5);
    const note = 'U bent automatisch uitgelogd na 5 minuten zonder activiteit.';
    renderRoutes(routes, '/login');
    expect(screen.getByText(note)).toBeInTheDocument();
    cleanup();

    const { user } = renderRoutes(routes, '/login');
    expect(screen.getByText(note)).toBeInTheDocument();
    answer('post', '/login', {});
    answerSignIn();
    await signInWith(user);

    expect(sessionStorage.getItem('qek_idle_sign_out')).toBeNull();
  });

  test('signing in again with the password brings the sealed drafts back', async () => {
    await openUnsentWork(USER_ID, PASSWORD, { keepKey: true });
    useAdminStorage.getState().setKaizenForm({
      drafts: [{ userId: USER_ID, kaizenId: null, values: { title: 'Rek' }, savedAt: null }],
    });
    await sealUnsentWork(USER_ID);
    await forgetUnsentKeys(USER_ID);
    expect(useAdminStorage.getState().kaizenForm).toEqual({ drafts: [] });
    answer('post', '/login', {});
    answerSignIn({ id: USER_ID });
    const { user } = renderRoutes(routes, '/login');

    await signInWith(user);

    expect(useAdminStorage.getState().kaizenForm).toMatchObject({
      drafts: [{ userId: USER_ID, values: { title: 'Rek' } }],
    });
  });
});
