/**
 * The app's pages as the route table lists them, for the tests that visit every page: a new page
 * is then in them without a test edit.
 */
import type { Page } from 'playwright-core';
import { vi } from 'vitest';
import { currentUserSchema } from '@/api/schemas/user';
import { paths, routePatterns } from '@/config/paths';
import { visitSettled } from './settled';

// The route table brings the app's i18n, which reads the browser's language as it loads.
vi.stubGlobal('navigator', { language: 'nl-NL', onLine: true });
const { mayOpen, pageRoutes, publicRoutes } = await import('@/app/route-table');

/** A signed-in page: its path in the route table and an address that opens it. */
export interface SignedInRoute {
  path: string;
  url: string;
}

/** The signed-out pages' addresses, with a reset token in the new-password page's. */
export const signedOutUrls = (): string[] =>
  publicRoutes.map(({ path }) =>
    path === routePatterns.passwordNew ? paths.passwordNew('demo-reset-token') : path,
  );

/** The first link on `from` whose address matches `pattern`, e.g. a kaizen's detail. */
async function firstLink(page: Page, from: string, pattern: RegExp): Promise<string | undefined> {
  await visitSettled(page, from);
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.find((href) => pattern.test(href));
}

/**
 * Every signed-in page the user signed in on `page` may open, by the route table's own rule
 * (`mayOpen`, which the guards and the navigation follow), with a real kaizen in the `:id`
 * routes (a team's poster: the first team's); one without a kaizen to show is left out.
 */
export async function signedInRoutes(page: Page): Promise<SignedInRoute[]> {
  const response = await page.request.get('/api/user', { headers: { Accept: 'application/json' } });
  const user = currentUserSchema.parse(await response.json());
  // An employee's home lists her own kaizens (/my-kaizen/...): a team's kaizen is on the lists.
  const detail =
    (await firstLink(page, paths.home, /^\/kaizen\/\d+$/)) ??
    (await firstLink(page, paths.kaizenApproved, /^\/kaizen\/\d+$/));
  const own = await firstLink(page, paths.myKaizens, /^\/my-kaizen\/\d+$/);
  const ids: Record<string, string | undefined> = {
    [routePatterns.kaizenEdit]: detail,
    [routePatterns.myKaizenEdit]: own,
    [routePatterns.teamPoster]: paths.teamPoster(1),
  };
  return pageRoutes
    .filter((route) => mayOpen(user, route.path))
    .map(({ path }) => ({ path, url: path.includes(':') ? ids[path] : path }))
    .filter((route): route is SignedInRoute => route.url !== undefined);
}
