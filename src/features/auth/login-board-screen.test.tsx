import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { chooseBoardScreen, isBoardScreen } from '@/lib/board-screen';
import { resetSession } from '@/lib/session';
import { chooseDeviceMode, sharedDeviceIdleMinutes } from '@/lib/shared-device';
import { answer, formFields } from '@tests/utils/api';
import { answerSignIn, loadDutchMessages, renderRoutes } from './auth-test-utils';
import { LoginPage } from './login-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/home', element: <h1>Home screen</h1> },
];

const BOARD = 'Scherm op de werkvloer (toont alleen het teambord)';
const SHARED = 'Gedeeld apparaat (bijv. een tablet op de werkvloer)';

async function signInWith(user: ReturnType<typeof renderRoutes>['user']) {
  await user.type(screen.getByLabelText('E-mailadres of gebruikersnaam'), 'scherm@example.com');
  await user.type(screen.getByLabelText('Wachtwoord'), 'geheim123');
  await user.click(screen.getByRole('button', { name: 'Inloggen' }));
  await screen.findByRole('heading', { name: 'Home screen' });
}

beforeEach(loadDutchMessages);
afterEach(() => resetSession());

describe('a screen on the shop floor, chosen on the sign-in page', () => {
  test('makes the device a board screen, not shared, and keeps the account signed in', async () => {
    chooseDeviceMode(5);
    const received = answer('post', '/login', {});
    answerSignIn({ id: 12 });
    const { user } = renderRoutes(routes, '/login');

    await user.click(screen.getByLabelText(BOARD));
    expect(screen.getByLabelText(SHARED)).not.toBeChecked();
    expect(screen.queryByLabelText('Automatisch uitloggen na')).toBeNull();
    expect(screen.getByLabelText('Ingelogd blijven')).not.toBeVisible();
    expect(screen.getByLabelText(BOARD)).toHaveAccessibleDescription(/alleen teamborden/);
    await signInWith(user);

    expect(isBoardScreen()).toBe(true);
    expect(sharedDeviceIdleMinutes()).toBeNull();
    expect(await formFields(received.only)).toMatchObject({ remember: '1' });
  });

  test('the next visit finds it chosen; another kind makes the device an ordinary one', async () => {
    chooseBoardScreen(true);
    answer('post', '/login', {});
    answerSignIn({ id: 12 });
    const { user } = renderRoutes(routes, '/login');

    expect(screen.getByLabelText(BOARD)).toBeChecked();
    await user.click(screen.getByLabelText(SHARED));
    expect(screen.getByLabelText(BOARD)).not.toBeChecked();
    await signInWith(user);

    expect(isBoardScreen()).toBe(false);
    expect(sharedDeviceIdleMinutes()).toBe(5);
  });
});
