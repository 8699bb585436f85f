/**
 * Every page, visited once per persona at a desktop's width (signed in, reached inside the app,
 * as its links go), with every check that holds on it run where it stands: axe-core finds no
 * serious or critical violation, no text looks like a translation key (in Dutch; the admin's
 * pages and the signed-out ones in English too), and on the main pages every Tab stop shows a
 * ring of 2 px at 3:1 and Shift+Tab never leaves the focus under a bar. A failure names the page and the check. A phone gets its layout from its user
 * agent as the app starts, so the phone's checks load the pages in a phone (phone.e2e.ts).
 */
import { describe, expect, test } from 'vitest';
import { paths } from '@/config/paths';
import { seriousViolations } from './support/axe';
import { newPage, sharedBrowser, signIn } from './support/browser';
import { focusHiddenUnderBars } from './support/focus-hidden';
import {
  choicesAlikeInForcedColours,
  focusUnmarkedInForcedColours,
  weakFocusRings,
} from './support/focus-rings';
import { translationKeysInEnglish } from './support/language';
import { checkPage, checkPages, type Findings, type PageCheck } from './support/page-pass';
import { translationKeysShown } from './support/raw-keys';
import { signedOutUrls, visitSignedInPages } from './support/routes';
import { visitSettled } from './support/settled';

const browser = sharedBrowser();

// axe-core goes into the page as an inline script, which the page's policy refuses; the phone
// walk (phone.e2e.ts) loads the same pages under it.
const desktopPage = (locale?: string) => newPage(browser(), { bypassCsp: true, locale });

const axe: PageCheck = {
  name: 'axe-core: no serious or critical violation',
  run: seriousViolations,
};
const dutchKeys: PageCheck = { name: 'no translation key (Dutch)', run: translationKeysShown };

/** Tabbing through the page from the top, `stops` presses on each page named. */
const focusRings = (stops: Record<string, number>): PageCheck => ({
  name: 'every focus ring 2 px at 3:1 (Tab)',
  on: (url) => url in stops,
  run: (page, url) => weakFocusRings(page, stops[url] ?? 0),
});

/** Shift+Tab from the page's last stop, `steps` presses on each page named. */
const focusInSight = (steps: Record<string, number>): PageCheck => ({
  name: 'the focus never under a bar (Shift+Tab, WCAG 2.4.11)',
  on: (url) => url in steps,
  run: (page, url) => focusHiddenUnderBars(page, steps[url] ?? 0),
});

/** In forced colours (Windows high contrast), on the list that has all of it. */
const forcedColours: PageCheck[] = [
  {
    name: 'forced colours: the profile menu, sort headers and pagination show the focus',
    on: (url) => url === paths.kaizenApproved,
    run: focusUnmarkedInForcedColours,
  },
  {
    name: 'forced colours: the chosen view, the current page and the language stand out',
    on: (url) => url === paths.kaizenApproved,
    run: choicesAlikeInForcedColours,
  },
];

/** The route paths the employee's pass covered: the admin's leaves them out of axe-core's audit. */
const employeePaths = new Set<string>();

describe('every page, as each persona, once', () => {
  test('signed out: each page, and one that does not exist', async () => {
    const { page, context } = await desktopPage();
    const checks = [axe, dutchKeys, focusRings({ [paths.login]: 12 })];
    expect(await checkPages(page, [...signedOutUrls(), '/no-such-page'], checks)).toEqual({});
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
    await context.close();
  });

  // Signed out, the language is the browser's: a guest has no switch.
  test('signed out, from an English browser: no translation key', async () => {
    const { page, context } = await desktopPage('en-GB');
    const checks = [{ name: 'no translation key (English)', run: translationKeysShown }];
    expect(await checkPages(page, signedOutUrls(), checks)).toEqual({});
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await context.close();
  });

  test('the employee: the team choice, then every page', async () => {
    const { page, context } = await desktopPage();
    await signIn(page, 'employee@kaizen.demo');
    const findings: Findings = {};
    // Without an active team yet, the team choice.
    await visitSettled(page, paths.teamSelect);
    await checkPage(page, `${paths.teamSelect} (no team yet)`, [axe, dutchKeys], findings);
    await page
      .getByRole('button', { name: /Productie/ })
      .first()
      .click();
    await page.waitForURL('**/home');
    await visitSignedInPages(page, async (url, path) => {
      employeePaths.add(path);
      await checkPage(page, url, [axe, dutchKeys], findings);
    });
    expect(findings).toEqual({});
    await context.close();
  });

  test('the team lead: every page; the main ones by keyboard and in forced colours', async () => {
    const { page, context } = await desktopPage();
    await signIn(page, 'lead@kaizen.demo');
    const checks = [
      axe,
      dutchKeys,
      focusRings({
        [paths.home]: 80,
        [paths.kaizenApproved]: 120,
        [paths.review]: 40,
        [paths.helpFaq]: 30,
        // The form: its read-only team name and "Meer details" take focus too.
        [paths.kaizenNew]: 30,
      }),
      focusInSight({
        [paths.kaizenApproved]: 60,
        [paths.home]: 40,
        [paths.helpFaq]: 30,
        [paths.kaizenNew]: 30,
      }),
      ...forcedColours,
    ];
    const findings: Findings = {};
    await visitSignedInPages(page, (url) => checkPage(page, url, checks, findings));
    expect(findings).toEqual({});
    await context.close();
  });

  test('the admin: every page in Dutch and English; axe-core where the employee was not', async () => {
    const { page, context } = await desktopPage();
    await signIn(page, 'admin@kaizen.demo');
    const checks = [
      dutchKeys,
      focusRings({ [paths.user]: 100, [paths.team]: 40, [paths.companyEdit]: 50 }),
      focusInSight({ [paths.user]: 60 }),
      { name: 'no translation key (English)', run: translationKeysInEnglish },
    ];
    const findings: Findings = {};
    const urls = await visitSignedInPages(page, (url, path) =>
      checkPage(page, url, employeePaths.has(path) ? checks : [axe, ...checks], findings),
    );
    expect(urls.length).toBeGreaterThan(10);
    expect(findings).toEqual({});
    await context.close();
  });
});
