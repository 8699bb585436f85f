import { z } from 'zod/mini';
import { request } from './http';
import { pagedSchema } from './schemas/common';
import { TABLE_PAGE_SIZE, toTableBody } from './schemas/table';
import { sortTeamsByName, teamSchema, type TeamInput } from './schemas/team';
import { memberSchema } from './schemas/user';

/** GET /crud/team, sorted by name (spec §7). */
export async function fetchTeams() {
  return sortTeamsByName(await request(z.array(teamSchema), { method: 'get', url: '/crud/team' }));
}

/** POST /api/team (no trailing slash: docs/api.md §1) */
export function createTeam(input: TeamInput) {
  return request(teamSchema, { method: 'post', url: '/api/team', data: input });
}

/** PUT /api/team/{id} */
export function updateTeam(id: number, input: TeamInput) {
  return request(teamSchema, { method: 'put', url: `/api/team/${id}`, data: input });
}

/** PUT /api/team/{id}/print: whether the team prints its kaizens. */
export function setTeamPrint(id: number, printEnabled: boolean) {
  return request(teamSchema, {
    method: 'put',
    url: `/api/team/${id}/print`,
    data: { print_enabled: printEnabled },
  });
}

/** GET /api/team/{id}/users */
export function fetchTeamMembers(id: number) {
  return request(z.array(memberSchema), { method: 'get', url: `/api/team/${id}/users` });
}

/** POST /api/team/filter: deleted or active teams, 10 per page (spec §9). */
export function filterTeams({
  page = 0,
  isDeleted,
  search = '',
}: {
  page?: number;
  isDeleted: boolean;
  search?: string;
}) {
  return request(pagedSchema(teamSchema), {
    method: 'post',
    url: '/api/team/filter',
    repeatable: true,
    data: { ...toTableBody({ page, size: TABLE_PAGE_SIZE }), isDeleted, search },
  });
}

/** PUT /api/team/soft-delete/{id} */
export function softDeleteTeam(id: number) {
  return request(teamSchema, { method: 'put', url: `/api/team/soft-delete/${id}` });
}

/** PUT /api/team/restore with `teamId` in the body. */
export function restoreTeam(teamId: number) {
  return request(teamSchema, { method: 'put', url: '/api/team/restore', data: { teamId } });
}
