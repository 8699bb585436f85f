import { expect, test } from 'vitest';
import { buildRole } from '@tests/factories';
import { answer, jsonBody, requestLine } from '@tests/utils/api';
import { createRole, fetchRoles, updateRole } from './roles';

test('the roles are listed with their permission names', async () => {
  const received = answer('get', '/crud/role', [
    buildRole({ name: 'Team leader', permissions: ['view team', { name: 'move kaizen' }] }),
  ]);

  const roles = await fetchRoles();

  expect(requestLine(received.only)).toBe('GET /crud/role');
  expect(roles).toMatchObject([
    { name: 'Team leader', permissions: ['view team', 'move kaizen'], is_assignable: true },
  ]);
});

test('creating a role posts its permissions without is_assignable among them', async () => {
  const received = answer('post', '/api/role', buildRole({ name: 'Editor' }));

  await expect(
    createRole({
      name: 'Editor',
      permissions: ['view document', 'is_assignable', 'view faq'],
      is_assignable: true,
    }),
  ).resolves.toMatchObject({ name: 'Editor' });

  expect(requestLine(received.only)).toBe('POST /api/role');
  expect(await jsonBody(received.only)).toEqual({
    name: 'Editor',
    permissions: ['view document', 'view faq'],
    is_assignable: true,
  });
});

test('updating a role puts the permissions list and never is_assignable inside it', async () => {
  const received = answer('put', '/api/role/2', buildRole({ id: 2, is_assignable: false }));

  await expect(
    updateRole(2, {
      name: 'Viewer',
      permissions: ['is_assignable', 'view team'],
      is_assignable: false,
    }),
  ).resolves.toMatchObject({ id: 2, is_assignable: false });

  expect(requestLine(received.only)).toBe('PUT /api/role/2');
  expect(await jsonBody(received.only)).toEqual({
    name: 'Viewer',
    permissions: ['view team'],
    is_assignable: false,
  });
});
