// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { currentUserSchema, type CurrentUser } from '@/api/schemas/user';
import { buildCurrentUser } from '@tests/factories';
import { can, canCreateKaizen, hasRole } from './permissions';

function employeeIn(
  activeTeam: { id: number; name: string; users?: { id: number }[] } | null,
): CurrentUser {
  return currentUserSchema.parse(
    buildCurrentUser({ id: 4, all_permissions: ['create kaizen'], active_team: activeTeam }),
  );
}

describe("spec §6: 'create kaizen' only inside the user's active team", () => {
  test('a member of the active team may create kaizens', () => {
    const user = employeeIn({ id: 1, name: 'Productie', users: [{ id: 3 }, { id: 4 }] });
    expect(can(user, 'create kaizen')).toBe(true);
    expect(canCreateKaizen(user)).toBe(true);
  });

  test('an active team the user is not a member of does not count', () => {
    const user = employeeIn({ id: 2, name: 'Logistiek', users: [{ id: 3 }] });
    expect(can(user, 'create kaizen')).toBe(false);
    expect(canCreateKaizen(user)).toBe(false);
  });

  test('without an active team nobody creates with the plain permission', () => {
    expect(can(employeeIn(null), 'create kaizen')).toBe(false);
  });

  test('a team sent without its members leaves the decision to the server', () => {
    expect(can(employeeIn({ id: 1, name: 'Productie' }), 'create kaizen')).toBe(true);
  });

  test("'create kaizen any team' works in a team the user is not in", () => {
    const user = currentUserSchema.parse(
      buildCurrentUser({
        id: 4,
        all_permissions: ['create kaizen any team'],
        active_team: { id: 2, name: 'Logistiek', users: [] },
      }),
    );
    expect(canCreateKaizen(user)).toBe(true);
  });
});

describe('roles', () => {
  const withRoles = (all_roles: string[]) =>
    currentUserSchema.parse(buildCurrentUser({ all_roles }));

  test('a user holds the roles given, and only those', () => {
    expect(hasRole(withRoles(['manager']), 'manager')).toBe(true);
    expect(hasRole(withRoles(['manager']), 'admin')).toBe(false);
  });

  test('the superadmin holds every role', () => {
    expect(hasRole(withRoles(['superadmin']), 'manager')).toBe(true);
  });

  test('nobody signed in holds no role', () => {
    expect(hasRole(null, 'manager')).toBe(false);
  });
});
