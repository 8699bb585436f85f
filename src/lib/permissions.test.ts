// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { currentUserSchema, type CurrentUser } from '@/api/schemas/user';
import { buildCurrentUser } from '@tests/factories';
import {
  can,
  canAny,
  canCreateKaizen,
  canMoveKaizen,
  canMoveKaizens,
  hasRole,
} from './permissions';

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

describe('permissions by name', () => {
  const withPermissions = (all_permissions: string[], overrides = {}) =>
    currentUserSchema.parse(
      buildCurrentUser({
        all_permissions,
        active_team: { id: 1, name: 'Productie' },
        ...overrides,
      }),
    );

  test('nobody signed in may do nothing; the superadmin everything', () => {
    expect(can(null, 'view team')).toBe(false);
    expect(can(null, 'review kaizen')).toBe(false);
    expect(canCreateKaizen(null)).toBe(false);
    const superadmin = withPermissions([], { all_roles: ['superadmin'], active_team: null });
    expect(can(superadmin, 'review kaizen')).toBe(true);
    expect(can(superadmin, 'create kaizen')).toBe(true);
  });

  test('any one of several is enough; an empty list passes everyone', () => {
    const user = withPermissions(['view company']);
    expect(canAny(user, ['view team', 'view company'])).toBe(true);
    expect(canAny(user, ['view team', 'restore team'])).toBe(false);
    expect(canAny(null, [])).toBe(true);
    expect(canAny(null, ['view team'])).toBe(false);
  });
});

describe("spec §6: 'move kaizen'", () => {
  const mover = (permissions: string[], activeTeam: { id: number; name: string } | null) =>
    currentUserSchema.parse(
      buildCurrentUser({ all_permissions: permissions, active_team: activeTeam }),
    );
  const PRODUCTIE = { id: 1, name: 'Productie' };
  const inTeam = (id: number) => ({ team: { id } });

  test('moving kaizens needs the permission and an active team', () => {
    expect(canMoveKaizens(mover(['move kaizen'], PRODUCTIE))).toBe(true);
    expect(canMoveKaizens(mover(['move kaizen'], null))).toBe(false);
    expect(canMoveKaizens(mover([], PRODUCTIE))).toBe(false);
    expect(canMoveKaizens(null)).toBe(false);
  });

  test("a kaizen out of the user's active team only, unless they act in any team", () => {
    expect(canMoveKaizen(mover(['move kaizen'], PRODUCTIE), inTeam(1))).toBe(true);
    expect(canMoveKaizen(mover(['move kaizen'], PRODUCTIE), inTeam(2))).toBe(false);
    expect(
      canMoveKaizen(mover(['move kaizen', 'create kaizen any team'], PRODUCTIE), inTeam(2)),
    ).toBe(true);
    expect(canMoveKaizen(mover(['create kaizen any team'], PRODUCTIE), inTeam(1))).toBe(false);
    expect(canMoveKaizen(null, inTeam(1))).toBe(false);
  });
});
