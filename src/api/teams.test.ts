import { expect, test } from 'vitest';
import { buildMember, buildTeam } from '@tests/factories';
import { answer, jsonBody, requestLine } from '@tests/utils/api';
import { omit } from '@tests/utils/omit';
import { PLACEHOLDER_PICTURE } from './schemas/common';
import {
  createTeam,
  fetchTeamMembers,
  fetchTeams,
  filterTeams,
  restoreTeam,
  setTeamPrint,
  softDeleteTeam,
  updateTeam,
} from './teams';

test('the teams come from /crud/team sorted by name', async () => {
  const received = answer('get', '/crud/team', [
    buildTeam({ name: 'Paint shop' }),
    buildTeam({ name: 'assembly' }),
    buildTeam({ name: 'Logistics' }),
  ]);

  const teams = await fetchTeams();

  expect(requestLine(received.only)).toBe('GET /crud/team');
  expect(teams.map((team) => team.name)).toEqual(['assembly', 'Logistics', 'Paint shop']);
});

test('creating a team posts its name and members', async () => {
  const sent = buildTeam({ name: 'Paint shop', users: [{ id: 3 }, { id: 4 }] });
  const received = answer('post', '/api/team', sent);

  const team = await createTeam({ name: 'Paint shop', users: [3, 4] });

  expect(requestLine(received.only)).toBe('POST /api/team');
  expect(await jsonBody(received.only)).toEqual({ name: 'Paint shop', users: [3, 4] });
  expect(team).toMatchObject({ id: sent.id, name: 'Paint shop', users: [{ id: 3 }, { id: 4 }] });
});

test('updating a team puts its name and members', async () => {
  const received = answer('put', '/api/team/3', buildTeam({ id: 3, name: 'Paint' }));

  await expect(updateTeam(3, { name: 'Paint', users: [] })).resolves.toMatchObject({
    id: 3,
    name: 'Paint',
  });

  expect(requestLine(received.only)).toBe('PUT /api/team/3');
  expect(await jsonBody(received.only)).toEqual({ name: 'Paint', users: [] });
});

test('switching printing puts print_enabled', async () => {
  const received = answer('put', '/api/team/3/print', buildTeam({ id: 3, print_enabled: true }));

  await expect(setTeamPrint(3, true)).resolves.toMatchObject({ id: 3, print_enabled: true });

  expect(requestLine(received.only)).toBe('PUT /api/team/3/print');
  expect(await jsonBody(received.only)).toEqual({ print_enabled: true });
});

test('the members of a team are listed, a missing picture becoming the placeholder', async () => {
  const ada = buildMember({ name: 'Ada' });
  const received = answer('get', '/api/team/3/users', [ada, omit(buildMember(), 'picture_src')]);

  const members = await fetchTeamMembers(3);

  expect(requestLine(received.only)).toBe('GET /api/team/3/users');
  expect(members.map((member) => member.picture_src)).toEqual([
    ada.picture_src,
    PLACEHOLDER_PICTURE,
  ]);
});

test('filtering teams asks for 10 from start = page * 10, deleted or not', async () => {
  const deleted = buildTeam({ deleted_at: '2024-01-15T09:00:00.000Z' });
  const received = answer('post', '/api/team/filter', { data: [deleted], total: 31 });

  const page = await filterTeams({ page: 3, isDeleted: true, search: 'paint' });

  expect(requestLine(received.only)).toBe('POST /api/team/filter');
  expect(await jsonBody(received.only)).toEqual({
    start: 30,
    size: 10,
    filters: {},
    isDeleted: true,
    search: 'paint',
  });
  expect(page).toMatchObject({
    total: 31,
    data: [{ id: deleted.id, deleted_at: deleted.deleted_at }],
  });
});

test('filtering teams starts at the first page with an empty search', async () => {
  const received = answer('post', '/api/team/filter', { data: [], total: 0 });

  await filterTeams({ isDeleted: false });

  expect(await jsonBody(received.only)).toEqual({
    start: 0,
    size: 10,
    filters: {},
    isDeleted: false,
    search: '',
  });
});

test('soft-deleting a team puts to its soft-delete route', async () => {
  const received = answer(
    'put',
    '/api/team/soft-delete/3',
    buildTeam({ id: 3, deleted_at: '2024-01-15T09:00:00.000Z' }),
  );

  await expect(softDeleteTeam(3)).resolves.toMatchObject({
    id: 3,
    deleted_at: '2024-01-15T09:00:00.000Z',
  });

  expect(requestLine(received.only)).toBe('PUT /api/team/soft-delete/3');
});

test('restoring a team puts its id as teamId', async () => {
  const received = answer('put', '/api/team/restore', buildTeam({ id: 3 }));

  await expect(restoreTeam(3)).resolves.toMatchObject({ id: 3, deleted_at: null });

  expect(requestLine(received.only)).toBe('PUT /api/team/restore');
  expect(await jsonBody(received.only)).toEqual({ teamId: 3 });
});
