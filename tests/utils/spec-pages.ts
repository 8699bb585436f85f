import type { AppPermission } from '@/lib/permissions';

/** A signed-in page as the spec describes it. */
export interface SpecPage {
  path: string;
  /** §2's guard: 'team' is "logged in and active team", 'signed-in' "logged in only". */
  guard: 'team' | 'signed-in';
  /** §6: any one of these opens it; none, every signed-in user. */
  permissions: AppPermission[];
  /** §2 "Navigation entries": an entry, in this list's order; 'always' also without a team. */
  menu?: 'always' | true;
}

const SIGNED_IN = 'signed-in';

/**
 * The signed-in pages of spec §2, who may open each (§6) and the navigation entries (§2, in the
 * spec's order), written from the spec and never from the route table: src/app/permission-matrix
 * .test.ts holds the table to it, so a wrong permission, guard or entry in a row fails there.
 * Where the spec shows no guard or permission ("not shown"), ours; beside the spec, the review
 * queue with our 'review kaizen' (docs/api.md). A page the spec does not name is held to its
 * permission by its own route-level test, not here: adding one leaves this list alone.
 */
export const SPEC_PAGES: readonly SpecPage[] = [
  { path: '/home', guard: 'team', permissions: [], menu: 'always' },
  { path: '/review', guard: 'team', permissions: ['review kaizen'], menu: true },
  {
    path: '/kaizen',
    guard: 'team',
    permissions: ['create kaizen', 'create kaizen any team'],
    menu: true,
  },
  { path: '/kaizen/declined', guard: 'team', permissions: [], menu: true },
  { path: '/kaizen/approved', guard: 'team', permissions: [], menu: true },
  { path: '/kaizen/shared', guard: 'team', permissions: [], menu: true },
  { path: '/kaizen/:id', guard: 'team', permissions: [] },
  { path: '/my-kaizen/:id', guard: 'team', permissions: [] },
  { path: '/my-kaizens', guard: 'team', permissions: [] },
  { path: '/move-multiple-kaizens', guard: 'team', permissions: ['move kaizen'] },
  { path: '/company/edit', guard: SIGNED_IN, permissions: ['company configurator'], menu: true },
  {
    path: '/company/documents',
    guard: SIGNED_IN,
    permissions: ['view document title'],
    menu: true,
  },
  { path: '/company', guard: SIGNED_IN, permissions: ['view company'], menu: true },
  { path: '/user', guard: SIGNED_IN, permissions: ['view user'], menu: true },
  { path: '/team', guard: SIGNED_IN, permissions: ['view team'], menu: true },
  { path: '/team-select', guard: SIGNED_IN, permissions: [] },
  { path: '/team-management', guard: SIGNED_IN, permissions: ['restore team'], menu: true },
  { path: '/help/about', guard: SIGNED_IN, permissions: ['view about'], menu: true },
  { path: '/help/contact', guard: SIGNED_IN, permissions: ['view contact'], menu: true },
  { path: '/help/documentation', guard: SIGNED_IN, permissions: ['view document'], menu: true },
  { path: '/help/faq', guard: SIGNED_IN, permissions: ['view faq'], menu: true },
  { path: '/about', guard: SIGNED_IN, permissions: ['view about'] },
  { path: '/profile', guard: SIGNED_IN, permissions: [] },
];
