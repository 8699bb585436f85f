import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { paths } from '@/config/paths';
import { TIMEOUTS } from '../../timeouts';
import { baseUrl, submitLogin } from './browser';
import { CSP, watchCsp, type CspViolation } from './csp';
import type { PageCheck } from './page-pass';

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/126.0.0.0 Mobile Safari/537.36';

export const PERSONAS = {
  employee: 'employee@kaizen.demo',
  lead: 'lead@kaizen.demo',
  admin: 'admin@kaizen.demo',
  superadmin: 'super@kaizen.demo',
} as const;
export type Persona = keyof typeof PERSONAS;

/**
 * A phone as Chromium emulates one: a mobile user agent, touch and a mobile viewport
 * (`isMobile`), in Dutch, watched for script errors and Content-Security-Policy violations.
 */
export async function phone(owner: Browser, width = 360) {
  const context = await owner.newContext({
    baseURL: baseUrl(),
    locale: 'nl-NL',
    viewport: { width, height: 740 },
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_AGENT,
    // The walks measure the pages, not the service worker's caching of them.
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(TIMEOUTS.browserStep);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const csp = await watchCsp(context, page);
  return { context, page, errors, csp };
}

/** Signs in; the employee has no active team yet and picks Productie, like the others have. */
export async function signInOnPhone(page: Page, persona: Persona) {
  const response = await page.goto(paths.login);
  // The page runs under the production policy, or the walk would prove nothing about it.
  expect(response?.headers()['content-security-policy']).toBe(CSP);
  await submitLogin(page, PERSONAS[persona]);
  // The address changes at once and a guard may then send the user on: wait for where they land.
  const landed = page.getByRole('heading', { level: 1, name: /^(Dashboard|Kies een team)$/ });
  await landed.waitFor();
  if (new URL(page.url()).pathname === paths.teamSelect) {
    await page
      .getByRole('list', { name: 'Uw teams' })
      .getByRole('button', { name: 'Productie' })
      .click();
    await page.waitForURL(`**${paths.home}`);
  }
}

/**
 * How far the page sticks out to the right at each of `widths`, in CSS px: the page is loaded
 * once and the phone turns narrower or wider under it. A mobile viewport zooms out to show a
 * wider page, so `innerWidth` grows with it: compared with the width the phone has instead.
 */
async function sidewaysOverflow(page: Page, widths: readonly number[]): Promise<string[]> {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 740 });
    // Laid out at the new width: the frame after the resize.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    const px = await page.evaluate(
      (phoneWidth) =>
        Math.max(document.documentElement.scrollWidth, window.innerWidth) - phoneWidth,
      width,
    );
    if (px > 0) found.push(`${px} px wider than a phone of ${width} px`);
  }
  return found;
}

/**
 * The violations the app causes. Chromium reports an inline event handler as a
 * `script-src-attr` violation as soon as any parser in the page meets one, even in the
 * sanitiser's inert document, where it never runs and is dropped; the demo's documentation
 * stores one on purpose (the XSS probe the sanitiser must remove). That report, raised inside
 * the sanitiser's own chunk, is the one left out; anything else fails the walk.
 */
export const causedByApp = (violations: readonly CspViolation[]) =>
  violations.filter(
    (violation) =>
      !(
        violation.directive === 'script-src-attr' &&
        /\/build\/assets\/safe-html-[\w-]+\.js:/.test(violation.at)
      ),
  );

/** The phone's checks of each page it loads: it fits at `widths`, under the policy, without an error. */
export function phoneChecks(
  widths: readonly number[],
  { errors, csp }: { errors: string[]; csp: { violations: CspViolation[] } },
  { everyViolation = false } = {},
): PageCheck[] {
  return [
    {
      name: `no sideways scroll on a phone (${widths.join(', ')} px)`,
      run: (page) => sidewaysOverflow(page, widths),
    },
    // What the load raised, taken from the lists so the next page starts with none.
    { name: 'no uncaught script error', run: () => Promise.resolve(errors.splice(0)) },
    {
      name: 'no Content-Security-Policy violation',
      run: () => {
        const raised = csp.violations.splice(0);
        const found = everyViolation ? raised : causedByApp(raised);
        return Promise.resolve(
          found.map((v) => `${v.directive} ${v.blocked} ${v.sample} at ${v.at}`),
        );
      },
    },
  ];
}
