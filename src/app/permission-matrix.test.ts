import { beforeAll, describe, expect, test } from 'vitest';
import { setSessionTeam } from '@/api/session';
import type { CurrentUser } from '@/api/schemas/user';
import { fetchCurrentUser } from '@/api/users';
import { canAny } from '@/lib/permissions';
import { signInAs, type ACCOUNTS } from '@/mocks/testing';
import { visibleNavEntries } from './layouts/nav-entries';
import { pageRoutes } from './route-table';

type Persona = keyof typeof ACCOUNTS;

// Admin holds every permission; superadmin passes every check by its role (spec §6).
const EVERYTHING = {
  forbidden: [] as string[],
  nav: [
    '/home',
    '/review',
    '/kaizen',
    '/kaizen/declined',
    '/kaizen/approved',
    '/kaizen/shared',
    '/company/edit',
    '/company/documents',
    '/company',
    '/user',
    '/team',
    '/team-management',
    '/help/about',
    '/help/contact',
    '/help/documentation',
    '/help/faq',
  ],
};

/**
 * Spec §6 as the demo's four personas live it, everyone with an active team. Each row: the
 * routes the persona may open (the rest answer 403) and the navigation entries they see.
 */
const EXPECTED: Record<Persona, { forbidden: string[]; nav: string[] }> = {
  employee: {
    forbidden: [
      '/review',
      '/move-multiple-kaizens',
      '/team',
      '/team/:id/poster',
      '/team-management',
      '/user',
      '/company',
      '/company/edit',
      '/company/documents',
    ],
    nav: [
      '/home',
      '/kaizen',
      '/kaizen/declined',
      '/kaizen/approved',
      '/kaizen/shared',
      '/help/about',
      '/help/contact',
      '/help/documentation',
      '/help/faq',
    ],
  },
  lead: {
    forbidden: ['/team-management', '/user', '/company', '/company/edit', '/company/documents'],
    nav: [
      '/home',
      '/review',
      '/kaizen',
      '/kaizen/declined',
      '/kaizen/approved',
      '/kaizen/shared',
      '/team',
      '/help/about',
      '/help/contact',
      '/help/documentation',
      '/help/faq',
    ],
  },
  admin: EVERYTHING,
  superadmin: EVERYTHING,
};

const users = {} as Record<Persona, CurrentUser>;

beforeAll(async () => {
  // The demo db is reset after each test, not between these reads, so read all users first.
  for (const persona of Object.keys(EXPECTED) as Persona[]) {
    await signInAs(persona);
    const user = await fetchCurrentUser();
    users[persona] = { ...user, active_team: user.active_team ?? (await setSessionTeam(1)) };
  }
});

describe.each(Object.keys(EXPECTED) as Persona[])('permission matrix: %s', (persona) => {
  test('opens exactly the routes its permissions allow', () => {
    const forbidden = pageRoutes
      .filter((route) => !canAny(users[persona], route.permissions))
      .map((route) => route.path);
    expect(forbidden.sort()).toEqual([...EXPECTED[persona].forbidden].sort());
  });

  test('sees exactly the navigation entries of those permissions', () => {
    expect(
      visibleNavEntries(users[persona])
        .map((entry) => entry.path)
        .sort(),
    ).toEqual([...EXPECTED[persona].nav].sort());
  });
});
