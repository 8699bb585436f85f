import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, sharedBrowser, signIn } from './support/browser';

const browser = sharedBrowser();

/** Opens a route the way a user would (client-side after sign-in) and waits for it to settle. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().waitFor();
}

async function auditRoutes(page: Page, routes: string[]) {
  const problems: Record<string, string[]> = {};
  for (const route of routes) {
    await visit(page, route);
    const found = await seriousViolations(page);
    if (found.length > 0) problems[route] = found;
  }
  return problems;
}

const EVERYONE = [
  '/home',
  '/my-kaizens',
  '/kaizen',
  '/kaizen/approved',
  '/kaizen/declined',
  '/kaizen/shared',
  '/team-select',
  '/profile',
  '/help/about',
  '/help/contact',
  '/help/documentation',
  '/help/faq',
  '/about',
];

describe('accessibility (axe-core: no serious or critical violation)', () => {
  test('signed-out pages', async () => {
    const { page, context } = await newPage(browser());
    const problems = await auditRoutes(page, [
      '/login',
      '/sign-up',
      '/password/reset',
      '/password/new/demo-reset-token',
      '/no-such-page',
    ]);
    expect(problems).toEqual({});
    await context.close();
  });

  test('every page an employee can reach', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, 'employee@kaizen.demo');
    expect(await auditRoutes(page, ['/team-select'])).toEqual({});
    await page
      .getByRole('button', { name: /Productie/ })
      .first()
      .click();
    await page.waitForURL('**/home');
    expect(await auditRoutes(page, EVERYONE)).toEqual({});
    await context.close();
  });

  test('every page a team lead can reach', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, 'lead@kaizen.demo');
    expect(await auditRoutes(page, [...EVERYONE, '/team', '/move-multiple-kaizens'])).toEqual({});
    await context.close();
  });

  test('every page an admin can reach', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, 'admin@kaizen.demo');
    const adminRoutes = [
      '/user',
      '/team',
      '/team-management',
      '/company',
      '/company/edit',
      '/company/documents',
    ];
    expect(await auditRoutes(page, adminRoutes)).toEqual({});
    await context.close();
  });
});
