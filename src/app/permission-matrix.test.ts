import { beforeAll, describe, expect, test } from 'vitest';
import { setSessionTeam } from '@/api/session';
import type { CurrentUser } from '@/api/schemas/user';
import { fetchCurrentUser } from '@/api/current-user';
import { can, canAny, type AppPermission } from '@/lib/permissions';
import { signInAs, type ACCOUNTS } from '@/mocks/testing';
import { SPEC_PAGES } from '@tests/utils/spec-pages';
import { visibleNavEntries } from './layouts/nav-entries';
import { mayOpen, pageRoutes } from './route-table';

type Persona = keyof typeof ACCOUNTS;

const specPaths = new Set(SPEC_PAGES.map((page) => page.path));
const inSpec = (path: string) => specPaths.has(path);
const sorted = (list: readonly string[]) => [...list].sort();

describe('the route table holds the pages spec §2 and §6 name (tests/utils/spec-pages.ts)', () => {
  test.each(SPEC_PAGES)('$path: its guard, permissions and menu entry', (spec) => {
    const row = pageRoutes.find((route) => route.path === spec.path);
    expect(row, `a row for ${spec.path}`).toBeDefined();
    expect({
      guard: row?.guard,
      permissions: sorted(row?.permissions ?? []),
      menu: row?.menu ? (row.menu.withoutTeam ? 'always' : true) : undefined,
    }).toEqual({ guard: spec.guard, permissions: sorted(spec.permissions), menu: spec.menu });
  });

  test("the menu lists the spec's entries in the spec's order", () => {
    const entries = pageRoutes.filter((route) => route.menu && inSpec(route.path));
    expect(entries.map((route) => route.path)).toEqual(
      SPEC_PAGES.filter((page) => page.menu).map((page) => page.path),
    );
  });
});

const HELP: AppPermission[] = ['view about', 'view contact', 'view document', 'view faq'];
const EVERY = [...new Set(SPEC_PAGES.flatMap((page) => page.permissions))];

/**
 * The demo's personas as the spec's roles, by the permissions of spec §6 (and the review
 * queue's) each holds: what the seed gives them is what the matrix below is lived with.
 */
const HOLDS: Record<Persona, AppPermission[]> = {
  employee: ['create kaizen', ...HELP],
  lead: ['create kaizen', 'review kaizen', 'move kaizen', 'view team', ...HELP],
  admin: EVERY,
  superadmin: EVERY,
};

const users = {} as Record<Persona, CurrentUser>;

beforeAll(async () => {
  // The demo db is reset after each test, not between these reads, so read all users first.
  for (const persona of Object.keys(HOLDS) as Persona[]) {
    await signInAs(persona);
    const user = await fetchCurrentUser();
    users[persona] = { ...user, active_team: user.active_team ?? (await setSessionTeam(1)) };
  }
});

/** Spec §6 as the demo's four personas live it, everyone with an active team. */
describe.each(Object.keys(HOLDS) as Persona[])('permission matrix: %s', (persona) => {
  test('holds the permissions of its role', () => {
    const held = EVERY.filter((permission) => can(users[persona], permission));
    expect(sorted(held)).toEqual(sorted(HOLDS[persona]));
  });

  test('opens exactly the pages those permissions open in the spec', () => {
    const user = users[persona];
    expect(SPEC_PAGES.filter((page) => mayOpen(user, page.path)).map((page) => page.path)).toEqual(
      SPEC_PAGES.filter((page) => canAny(user, page.permissions)).map((page) => page.path),
    );
  });

  test("sees exactly the spec's entries of those pages, in order", () => {
    const user = users[persona];
    expect(
      visibleNavEntries(user)
        .map((entry) => entry.path)
        .filter(inSpec),
    ).toEqual(
      SPEC_PAGES.filter((page) => page.menu && canAny(user, page.permissions)).map(
        (page) => page.path,
      ),
    );
  });
});
