import { describe, expect, test } from 'vitest';
import { setSessionTeam } from '@/api/session';
import {
  createTeam,
  fetchTeams,
  filterTeams,
  restoreTeam,
  setTeamPrint,
  softDeleteTeam,
  updateTeam,
} from '@/api/teams';
import { fetchUserTeams } from '@/api/users';
import { rejectionOf, signInAs } from './testing';

describe('demo backend: teams', () => {
  test('an employee gets 403 creating a team', async () => {
    await signInAs('employee');

    const error = await rejectionOf(createTeam({ name: 'Schaduwteam' }));

    expect(error.status).toBe(403);
    expect(error.serverMessage).toBeTruthy();
  });

  test('a team lead may not create or delete teams (docs/decisions.md)', async () => {
    await signInAs('lead');

    expect((await rejectionOf(createTeam({ name: 'Verpakking' }))).status).toBe(403);
    expect((await rejectionOf(softDeleteTeam(1))).status).toBe(403);
  });

  test("a team lead renames and prints their own team, not another's", async () => {
    await signInAs('lead');

    expect(await updateTeam(1, { name: 'Productie Noord' })).toMatchObject({
      name: 'Productie Noord',
    });
    expect((await setTeamPrint(1, true)).print_enabled).toBe(true);
    expect((await rejectionOf(updateTeam(2, { name: 'Overgenomen' }))).status).toBe(403);
    expect((await rejectionOf(setTeamPrint(2, true))).status).toBe(403);
  });

  test('an admin creates a team with members', async () => {
    await signInAs('admin');

    const team = await createTeam({ name: 'Verpakking', users: [3, 4] });

    expect(team).toMatchObject({ name: 'Verpakking', users_count: 2, deleted_at: null });
    expect((await fetchTeams()).map((t) => t.name)).toContain('Verpakking');
  });

  test('a team name that is taken is a 422 on name', async () => {
    await signInAs('admin');

    const error = await rejectionOf(createTeam({ name: 'productie' }));

    expect(error.status).toBe(422);
    expect(error.fieldError('name')).toBeTruthy();
  });

  test('a soft-deleted team is hidden from fetchTeams until it is restored', async () => {
    await signInAs('admin');
    const names = async () => (await fetchTeams()).map((team) => team.name);
    expect(await names()).toContain('Logistiek');
    expect(await names()).not.toContain('Oude werkplaats');

    const deleted = await softDeleteTeam(2);
    expect(deleted.deleted_at).not.toBeNull();
    expect(await names()).not.toContain('Logistiek');
    const bin = await filterTeams({ isDeleted: true });
    expect(bin.data.map((team) => team.name)).toEqual(['Logistiek', 'Oude werkplaats']);

    await restoreTeam(2);
    expect(await names()).toContain('Logistiek');
    expect((await filterTeams({ isDeleted: true })).total).toBe(1);
  });

  test('deleted teams are listed only with the restore team permission', async () => {
    await signInAs('lead');

    expect((await filterTeams({ isDeleted: false })).total).toBe(5);
    expect((await rejectionOf(filterTeams({ isDeleted: true }))).status).toBe(403);
  });

  test('soft-deleting an unknown team is a 404', async () => {
    await signInAs('admin');

    expect((await rejectionOf(softDeleteTeam(999))).status).toBe(404);
  });

  test('a member picks one of their teams; another team is refused', async () => {
    await signInAs('employee');

    expect((await fetchUserTeams()).data.map((team) => team.name)).toEqual([
      'Logistiek',
      'Productie',
    ]);
    expect(await setSessionTeam(2)).toMatchObject({ id: 2, name: 'Logistiek' });
    expect((await rejectionOf(setSessionTeam(3))).status).toBe(403);
  });

  test('an admin may work in any team of the company', async () => {
    await signInAs('admin');

    expect(await setSessionTeam(4)).toMatchObject({ id: 4, name: 'Onderhoud' });
    expect((await fetchUserTeams()).total).toBe(5);
  });
});
