import { describe, expect, test } from 'vitest';
import { checkVerified, login, loginWithType, logout } from '@/api/auth';
import { fetchCurrentUser } from '@/api/current-user';
import { ACCOUNTS, rejectionOf, signInAs } from './testing';

describe('demo backend: signing in', () => {
  test('a wrong password is a 422 with an error on the email field', async () => {
    const error = await rejectionOf(login({ email: ACCOUNTS.lead, password: 'wrong' }));

    expect(error.status).toBe(422);
    expect(error.fieldError('email')).toMatch(/niet bekend/);
    expect(error.serverMessage).toBe(error.fieldError('email'));
  });

  test('missing credentials name both fields', async () => {
    const error = await rejectionOf(login({ email: '', password: '' }));

    expect(Object.keys(error.fieldErrors).sort()).toEqual(['email', 'password']);
  });

  test('after signing in, the current user comes with company, languages and rights', async () => {
    await signInAs('lead');
    const user = await fetchCurrentUser();

    expect(user).toMatchObject({
      name: 'Lars Jansen',
      email: ACCOUNTS.lead,
      color: '#0b63c5',
      logo_src: '/build/images/demo-logo.png',
      active_team: { id: 1, name: 'Productie' },
      all_roles: ['teamleader'],
    });
    expect(user.all_permissions).toEqual(
      expect.arrayContaining(['create kaizen', 'move kaizen', 'review kaizen', 'view team']),
    );
    expect(user.languages).toEqual([
      { code: 'nl', name: 'Nederlands', flag_src: '/build/flags/nl.png' },
      { code: 'en', name: 'English', flag_src: '/build/flags/en.png' },
    ]);
    expect(document.cookie).toMatch(/XSRF-TOKEN=\w+/);
  });

  test('an employee of two teams starts without an active team', async () => {
    await signInAs('employee');

    expect((await fetchCurrentUser()).active_team).toBeNull();
  });

  test('without a session the user call is a 401 and verified is false', async () => {
    const error = await rejectionOf(fetchCurrentUser());

    expect(error.status).toBe(401);
    expect(error.serverMessage).toBeTruthy();
    expect(await checkVerified()).toBe(false);
  });

  test('signing in with a user name goes through /login-type', async () => {
    await loginWithType({ username: 'Employee', password: 'kaizen' });

    expect((await fetchCurrentUser()).email).toBe(ACCOUNTS.employee);
  });

  test('a wrong user name is a 422 on the username field', async () => {
    const error = await rejectionOf(loginWithType({ username: 'nobody', password: 'kaizen' }));

    expect(error.status).toBe(422);
    expect(error.fieldError('username')).toBeTruthy();
  });

  test('signing out ends the session', async () => {
    await signInAs('admin');
    expect(await checkVerified()).toBe(true);

    await logout();

    expect(await checkVerified()).toBe(false);
    expect((await rejectionOf(fetchCurrentUser())).status).toBe(401);
  });
});
