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

/** The signed-out pages' addresses, with a reset token in the new-password page's. */
export const signedOutUrls = (): string[] =>
  publicRoutes.map(({ path }) =>
    path === routePatterns.passwordNew ? paths.passwordNew('demo-reset-token') : path,
  );

const LINK_TO = {
  [routePatterns.kaizenEdit]: /^\/kaizen\/\d+$/,
  [routePatterns.myKaizenEdit]: /^\/my-kaizen\/\d+$/,
};

/**
 * Where a real kaizen for a `:id` route is found: the first link to one on these pages, in this
 * order. An employee's home lists her own kaizens (/my-kaizen/...): a team's kaizen is on the lists.
 */
const FOUND_ON: Record<keyof typeof LINK_TO, string[]> = {
  [routePatterns.kaizenEdit]: [paths.home, paths.kaizenApproved],
  [routePatterns.myKaizenEdit]: [paths.myKaizens],
};

const linksInMain = (page: Page) =>
  page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

/**
 * Visits, each once and inside the app as its links go, every signed-in page the user signed in
 * on `page` may open, by the route table's own rule (`mayOpen`, which the guards and the
 * navigation follow), and calls `atEach` with its address and route path once it stands. The
 * `:id` routes come last, with a real kaizen taken from a link on the pages visited before (a
 * team's poster: the first team's); one without a kaizen to show is left out. Returns the
 * addresses visited.
 */
export async function visitSignedInPages(
  page: Page,
  atEach: (url: string, path: string) => Promise<void>,
): Promise<string[]> {
  const response = await page.request.get('/api/user', { headers: { Accept: 'application/json' } });
  const user = currentUserSchema.parse(await response.json());
  const routes = pageRoutes.filter((route) => mayOpen(user, route.path));
  const links = new Map<string, string[]>();
  const visit = async (url: string, path: string) => {
    await visitSettled(page, url, { inApp: true });
    if (Object.values(FOUND_ON).some((pages) => pages.includes(url)))
      links.set(url, await linksInMain(page));
    await atEach(url, path);
  };
  const firstLink = async (pattern: keyof typeof LINK_TO) => {
    for (const from of FOUND_ON[pattern]) {
      // A page the user may not open is looked at all the same, for the link it may lead to.
      if (!links.has(from)) {
        await visitSettled(page, from);
        links.set(from, await linksInMain(page));
      }
      const found = links.get(from)?.find((href) => LINK_TO[pattern].test(href));
      if (found) return found;
    }
    return undefined;
  };

  const visited: string[] = [];
  for (const { path } of routes.filter((route) => !route.path.includes(':'))) {
    await visit(path, path);
    visited.push(path);
  }
  for (const { path } of routes.filter((route) => route.path.includes(':'))) {
    const url =
      path === routePatterns.teamPoster
        ? paths.teamPoster(1)
        : path in LINK_TO
          ? await firstLink(path as keyof typeof LINK_TO)
          : undefined;
    if (url === undefined) continue;
    await visit(url, path);
    visited.push(url);
  }
  return visited;
}
