/**
 * Screenshots of every route, at desktop and phone width, to look at what a change did.
 *
 *   node scripts/screenshots.mjs --dist dist-shot [--out screenshots] [--only /home,/login]
 *
 * `--dist` is a production build (`npx vite build --outDir dist-shot`); it is served by the
 * demo server on a free port. Signed-in routes are taken as the superadmin (every screen), the
 * lead (their team scope) and the employee (what most users see), the signed-out ones as a
 * guest. Files are named `<width>-<persona>-<path>.png`, full page.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './bench/chromium.mjs';
import { signedInPaths } from './bench/routes.mjs';
import { startDemoServer } from './bench/server.mjs';
import { signInByRequest } from './bench/targets.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    out: { type: 'string', default: 'screenshots' },
    only: { type: 'string' },
  },
});

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/126.0 Mobile Safari/537.36';
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  {
    name: 'phone',
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_UA,
  },
];
const PERSONAS = [
  { name: 'guest', paths: ['/login', '/password/reset', '/sign-up', '/no-such-page'] },
  {
    name: 'superadmin',
    email: 'super@kaizen.demo',
    paths: [...(await signedInPaths()), '/no-such-page'],
  },
  // The lead's own scope: the teams they belong to, their dashboard, the team's list to move
  // kaizens from and the review queue.
  {
    name: 'lead',
    email: 'lead@kaizen.demo',
    paths: ['/team', '/home', '/kaizen/approved?team=1', '/review'],
  },
  // The demo's employee signs in without an active team (the team chooser first): she chooses
  // Productie before her screens are taken, as she would, and the chooser is taken on its own.
  {
    name: 'employee',
    email: 'employee@kaizen.demo',
    team: 1,
    paths: ['/team-select', '/home', '/kaizen', '/kaizen/approved', '/my-kaizens', '/help/faq'],
  },
];
const only = values.only?.split(',');
const fileName = (width, persona, path) =>
  `${width}-${persona}-${path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '_') || 'root'}.png`;

/** Makes `teamId` the session's active team, as choosing it on /team-select does (spec §2). */
async function chooseTeam(context, baseUrl, teamId) {
  const response = await context.request.get(`${baseUrl}/api/session/team/${teamId}`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok()) throw new Error(`choosing team ${teamId} failed: ${response.status()}`);
}

/** The page has drawn: no progress bar, no spinner, fonts in. */
async function settled(page) {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(
      () => !document.querySelector('.page-progress, .spinner-border, [aria-busy="true"]'),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
}

const out = resolve(values.out);
mkdirSync(out, { recursive: true });
const server = await startDemoServer(values.dist);
const browser = await launchChromium();
let taken = 0;
try {
  for (const width of WIDTHS) {
    for (const persona of PERSONAS) {
      await server.reset();
      const { name: widthName, ...contextOptions } = width;
      const context = await browser.newContext({ ...contextOptions, serviceWorkers: 'block' });
      if (persona.email) await signInByRequest(context, server.baseUrl, persona.email);
      if (persona.team) await chooseTeam(context, server.baseUrl, persona.team);
      const page = await context.newPage();
      for (const path of persona.paths) {
        if (only && !only.includes(path)) continue;
        await page.goto(`${server.baseUrl}${path}`);
        await settled(page);
        const file = join(out, fileName(widthName, persona.name, path));
        await page.screenshot({ path: file, fullPage: true });
        taken += 1;
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`${taken} screenshots in ${out}`);
