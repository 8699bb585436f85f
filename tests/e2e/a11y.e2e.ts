import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, sharedBrowser, signIn } from './support/browser';
import { signedInRoutes, signedOutUrls, type SignedInRoute } from './support/routes';
import { visitSettled } from './support/settled';

const browser = sharedBrowser();

// axe-core goes into the page as an inline script, which the page's policy refuses; the phone
// walk (phone.e2e.ts) checks the same routes under it.
const auditedPage = () => newPage(browser(), { bypassCsp: true });

async function auditRoutes(page: Page, routes: string[]) {
  const problems: Record<string, string[]> = {};
  for (const route of routes) {
    await visitSettled(page, route);
    const found = await seriousViolations(page);
    if (found.length > 0) problems[route] = found;
  }
  return problems;
}

const urls = (routes: SignedInRoute[]) => routes.map(({ url }) => url);

/**
 * The route table paths the employee's audit covered: the admin's leaves them out (all of the
 * admin's pages when run alone).
 */
const employeePaths = new Set<string>();

describe('accessibility (axe-core: no serious or critical violation)', () => {
  test('signed-out pages', async () => {
    const { page, context } = await auditedPage();
    const problems = await auditRoutes(page, [...signedOutUrls(), '/no-such-page']);
    expect(problems).toEqual({});
    await context.close();
  });

  test('every page an employee can reach', async () => {
    const { page, context } = await auditedPage();
    await signIn(page, 'employee@kaizen.demo');
    // Without an active team yet, the team choice.
    expect(await auditRoutes(page, ['/team-select'])).toEqual({});
    await page
      .getByRole('button', { name: /Productie/ })
      .first()
      .click();
    await page.waitForURL('**/home');
    const routes = await signedInRoutes(page);
    for (const { path } of routes) employeePaths.add(path);
    expect(await auditRoutes(page, urls(routes))).toEqual({});
    await context.close();
  });

  test('every page a team lead can reach', async () => {
    const { page, context } = await auditedPage();
    await signIn(page, 'lead@kaizen.demo');
    expect(await auditRoutes(page, urls(await signedInRoutes(page)))).toEqual({});
    await context.close();
  });

  test('every page an admin can reach that an employee cannot', async () => {
    const { page, context } = await auditedPage();
    await signIn(page, 'admin@kaizen.demo');
    const routes = await signedInRoutes(page);
    const adminOnly = routes.filter(({ path }) => !employeePaths.has(path));
    expect(await auditRoutes(page, urls(adminOnly))).toEqual({});
    await context.close();
  });
});
