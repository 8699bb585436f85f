import type { ComponentType } from 'react';
import type { CurrentUser } from '@/api/schemas/user';
import type { FirstRead } from '@/lib/query-client';

/** Asks, through `read`, for what a page shows first, before the page itself asks. */
export type FirstData = (read: FirstRead, user: CurrentUser, path: string) => void;

/*
 * The signed-in pages' code and first data, by the name a route row gives its page: a chunk of
 * its own that the route table loads on a signed-in page's first load, beside the signed-in
 * layout. On /login the table holds only the names, not these loaders and the lists of chunks
 * each one preloads (docs/decisions.md, "/login under 2.0x the React floor").
 */

// Every page module of the signed-in group. The sign-in pages' code is in the route table itself
// (a signed-out visit starts on one of them); the error pages are the error boundaries'.
const pageModules = import.meta.glob<Record<string, unknown>>([
  '/src/features/**/*-page.tsx',
  '!/src/features/auth/**',
  '!/src/features/errors/**',
]);

const pascal = (name: string) =>
  name.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * A page's first data, by its row's page name, where it is worth fetching ahead; a module of the
 * page's feature, loaded only when prefetching.
 */
const firstDataOf: Record<string, () => Promise<FirstData>> = {
  home: () => import('@/features/dashboard/first-data').then((m) => m.homeFirstData),
  'my-kaizens': () => import('@/features/dashboard/first-data').then((m) => m.myKaizensFirstData),
  'kaizen-form': () => import('@/features/kaizen/first-data').then((m) => m.kaizenFormFirstData),
  'kaizen-list': () => import('@/features/kaizen/first-data').then((m) => m.kaizenListFirstData),
  'review-queue': () =>
    import('@/features/kaizen/review/first-data').then((m) => m.reviewFirstData),
  team: () => import('@/features/teams/first-data').then((m) => m.teamFirstData),
  'team-poster': () => import('@/features/teams/first-data').then((m) => m.teamFirstData),
  user: () => import('@/features/users/first-data').then((m) => m.userFirstData),
  company: () => import('@/features/company/first-data').then((m) => m.companyFirstData),
};

/** A page module's name: `team-management` for `src/features/teams/team-management-page.tsx`. */
const nameOf = (file: string) => file.replace(/^.*\/|-page\.tsx$/g, '');
const pageByName = new Map(Object.entries(pageModules).map(([file, load]) => [nameOf(file), load]));

/**
 * The signed-in pages, by the name their route row gives them: `page: 'team-management'` is
 * `team-management-page.tsx` in its feature's folder, which exports `TeamManagementPage`. The
 * compiler cannot follow a name to its file: signed-in-pages.test.ts holds every row to one.
 */
export const signedInPages = {
  /** The page's component. */
  async code(page: string): Promise<ComponentType> {
    const load = pageByName.get(page);
    if (!load) throw new Error(`No page module ${page}-page.tsx.`);
    const component = (await load())[`${pascal(page)}Page`];
    if (typeof component !== 'function')
      throw new Error(`${page}-page.tsx exports no page of its name.`);
    return component as ComponentType;
  },

  /** The page's first data; undefined for a page that fetches none ahead. */
  firstData: (page: string): Promise<FirstData> | undefined => firstDataOf[page]?.(),

  /** Every page module's name, one per module, and the names with first data. */
  names: () => ({
    pages: Object.keys(pageModules).map(nameOf),
    withFirstData: Object.keys(firstDataOf),
  }),
};
