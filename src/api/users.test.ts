import { describe, expect, test } from 'vitest';
import { buildCurrentUser, buildRef, buildUser } from '@tests/factories';
import { answer, formFields, jsonBody, requestLine } from '@tests/utils/api';
import { PLACEHOLDER_PICTURE } from './schemas/common';
import { currentUserSchema, type UserInput } from './schemas/user';
import {
  createUser,
  fetchUser,
  fetchUserTable,
  fetchUserTeams,
  refreshCurrentUser,
  updateProfile,
  updateUser,
} from './users';

const userInput: UserInput = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  locale: 'en',
  password: 'secret-1',
  roles: [2, 3],
  teams: [5],
};

describe('the current user', () => {
  test('a refresh is merged in, with the roles and permissions lists it sends', async () => {
    const current = currentUserSchema.parse(
      buildCurrentUser({
        name: 'Ada',
        color: '#cc0000',
        all_roles: ['team leader'],
        all_permissions: ['view team'],
      }),
    );
    const received = answer('get', '/api/user/refresh', {
      name: 'Ada Lovelace',
      color: '#0055aa',
      all_roles: ['superadmin'],
      all_permissions: ['view company'],
    });

    const refreshed = await refreshCurrentUser(current);

    expect(requestLine(received.only)).toBe('GET /api/user/refresh');
    expect(refreshed).toEqual({
      ...current,
      name: 'Ada Lovelace',
      color: '#0055aa',
      all_roles: ['superadmin'],
      all_permissions: ['view company'],
    });
  });

  test('a refresh that leaves the lists out keeps the roles and permissions known', async () => {
    const current = currentUserSchema.parse(
      buildCurrentUser({ all_roles: ['teamleader'], all_permissions: ['view team'] }),
    );
    answer('get', '/api/user/refresh', { name: 'Ada' });

    const refreshed = await refreshCurrentUser(current);

    expect(refreshed).toMatchObject({ all_roles: ['teamleader'], all_permissions: ['view team'] });
  });
  test('a refresh that leaves the languages out keeps the languages known', async () => {
    const current = currentUserSchema.parse(buildCurrentUser({ languages: ['en', 'de'] }));
    answer('get', '/api/user/refresh', { name: 'Ada' });

    const refreshed = await refreshCurrentUser(current);

    expect(refreshed.languages.map((language) => language.code)).toEqual(['en', 'de']);
  });
});

test('a user is fetched from /crud/user/{id}', async () => {
  const sent = buildUser({ id: 4, roles: [buildRef({ name: 'admin' })] });
  const received = answer('get', '/crud/user/4', sent);

  await expect(fetchUser(4)).resolves.toMatchObject({
    id: 4,
    email: sent.email,
    roles: sent.roles,
  });

  expect(requestLine(received.only)).toBe('GET /crud/user/4');
});

test('the user table sends start = page * size, the sort and the filters', async () => {
  const rows = [buildUser(), buildUser()];
  const received = answer('post', '/api/user/table', { data: rows, total: 42 });

  const page = await fetchUserTable({
    page: 2,
    size: 10,
    sortField: 'name',
    sortFieldDir: 'asc',
    filters: { search: 'ada' },
  });

  expect(requestLine(received.only)).toBe('POST /api/user/table');
  expect(await jsonBody(received.only)).toEqual({
    start: 20,
    size: 10,
    sortField: 'name',
    sortFieldDir: 'asc',
    filters: { search: 'ada' },
  });
  expect(page.total).toBe(42);
  expect(page.data.map((user) => user.id)).toEqual(rows.map((user) => user.id));
});

test('creating a user posts a form with roles[] and teams[]', async () => {
  const sent = buildUser({ name: 'Ada Lovelace' });
  const received = answer('post', '/api/user', sent);

  await expect(createUser(userInput)).resolves.toMatchObject({ id: sent.id });

  expect(requestLine(received.only)).toBe('POST /api/user');
  expect(await formFields(received.only)).toEqual({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    locale: 'en',
    password: 'secret-1',
    'roles[]': ['2', '3'],
    'teams[]': ['5'],
  });
});

test('updating a user posts a form with _method=PUT and the picture', async () => {
  const received = answer('post', '/api/user/4', buildUser({ id: 4 }));
  const picture = new File(['jpg'], 'ada.jpg', { type: 'image/jpeg' });

  await expect(
    updateUser(4, { ...userInput, password: undefined, picture }),
  ).resolves.toMatchObject({ id: 4 });

  expect(requestLine(received.only)).toBe('POST /api/user/4');
  const { picture: sentPicture, ...fields } = await formFields(received.only);
  expect(fields).toEqual({
    _method: 'PUT',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    locale: 'en',
    'roles[]': ['2', '3'],
    'teams[]': ['5'],
  });
  expect(sentPicture).toMatchObject({ type: 'image/jpeg' });
});

test('updating the profile posts to /api/user/profile with _method=PUT and returns the changes', async () => {
  const received = answer('post', '/api/user/profile', { name: 'Ada L.', picture_src: null });

  const changes = await updateProfile({
    name: 'Ada L.',
    current_password: 'old',
    password: 'new-secret',
    password_confirmation: 'new-secret',
  });

  expect(requestLine(received.only)).toBe('POST /api/user/profile');
  expect(await formFields(received.only)).toEqual({
    _method: 'PUT',
    name: 'Ada L.',
    current_password: 'old',
    password: 'new-secret',
    password_confirmation: 'new-secret',
  });
  expect(changes).toMatchObject({ name: 'Ada L.', picture_src: PLACEHOLDER_PICTURE });
});

test('the user teams are asked for 10 at a time from start = page * 10', async () => {
  const teams = [buildRef({ name: 'Assembly' }), buildRef({ name: 'Paint shop' })];
  const received = answer('post', '/api/user/teams', { data: teams, total: 12 });

  await expect(fetchUserTeams({ page: 1, search: 'a' })).resolves.toEqual({
    data: teams,
    total: 12,
  });

  expect(requestLine(received.only)).toBe('POST /api/user/teams');
  expect(await jsonBody(received.only)).toEqual({ start: 10, size: 10, filters: {}, search: 'a' });
});

test('the user teams start at 0 with an empty search by default', async () => {
  const received = answer('post', '/api/user/teams', { data: [], total: 0 });

  await fetchUserTeams();

  expect(await jsonBody(received.only)).toEqual({ start: 0, size: 10, filters: {}, search: '' });
});
