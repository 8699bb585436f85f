import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { CurrentUser } from '@/api/schemas/user';

/** Starts fetching what a page shows first (through `prefetchFirstData`), ahead of a click. */
export type FirstData = (client: QueryClient, user: CurrentUser, path: string) => void;

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

const pascal = (file: string) =>
  file.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * A page's first data, by its row's page name, where it is worth fetching ahead; a module of the
 * page's feature, loaded only when prefetching.
 */
const firstDataOf: Record<string, () => Promise<FirstData>> = {
  'dashboard/home': () => import('@/features/dashboard/first-data').then((m) => m.homeFirstData),
  'dashboard/my-kaizens': () =>
    import('@/features/dashboard/first-data').then((m) => m.myKaizensFirstData),
  'kaizen/kaizen-form': () =>
    import('@/features/kaizen/first-data').then((m) => m.kaizenFormFirstData),
  'kaizen/kaizen-list': () =>
    import('@/features/kaizen/first-data').then((m) => m.kaizenListFirstData),
  'kaizen/review/review-queue': () =>
    import('@/features/kaizen/review/first-data').then((m) => m.reviewFirstData),
  'teams/team': () => import('@/features/teams/first-data').then((m) => m.teamFirstData),
  'users/user': () => import('@/features/users/first-data').then((m) => m.userFirstData),
  'company/company': () => import('@/features/company/first-data').then((m) => m.companyFirstData),
};

/**
 * The signed-in pages, by the name their route row gives them: `page: 'teams/team-management'`
 * is `src/features/teams/team-management-page.tsx`, which exports `TeamManagementPage`.
 * The compiler cannot follow a name to its file: signed-in-pages.test.ts holds every row to one.
 */
export const signedInPages = {
  /** The page's component. */
  async code(page: string): Promise<ComponentType> {
    const file = `/src/features/${page}-page.tsx`;
    const load = pageModules[file];
    if (!load) throw new Error(`No page module ${file}.`);
    const component = (await load())[`${pascal(page.slice(page.lastIndexOf('/') + 1))}Page`];
    if (typeof component !== 'function') throw new Error(`${file} exports no page of its name.`);
    return component as ComponentType;
  },

  /** The page's first data; undefined for a page that fetches none ahead. */
  firstData: (page: string): Promise<FirstData> | undefined => firstDataOf[page]?.(),

  /** Every page module's name as a row gives it, and the names with first data. */
  names: () => ({
    pages: Object.keys(pageModules).map((file) =>
      file.replace(/^\/src\/features\/|-page\.tsx$/g, ''),
    ),
    withFirstData: Object.keys(firstDataOf),
  }),
};
