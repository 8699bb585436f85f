import { expect, test } from 'vitest';
import { http } from '@/api/http';
import { signInAs } from './testing';

// The client sends creates without the spec's trailing slash (docs/api.md §1); the demo takes both.
test.each([
  ['/api/team', { name: 'Zonder schuine streep' }],
  ['/api/team/', { name: 'Met schuine streep' }],
  ['/api/role', { name: 'rol zonder', permissions: [], is_assignable: true }],
  ['/api/role/', { name: 'rol met', permissions: [], is_assignable: true }],
])('the demo backend creates on POST %s', async (url, body) => {
  await signInAs('admin');

  const response = await http.post<{ name: string }>(url, body);

  expect(response.status).toBe(201);
  expect(response.data.name).toBe(body.name);
});
