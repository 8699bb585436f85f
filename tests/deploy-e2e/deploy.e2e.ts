/**
 * What docs/deploy.md promises of a deployment, checked through the web server it was followed
 * for (the project's name: deploy-apache, deploy-nginx). The Laravel journey runs in the same
 * project against the same server (tests/laravel-e2e/journey.e2e.ts).
 */
import { appendFileSync, cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { baseUrl, sharedBrowser, signIn } from '../e2e/support/browser';
import { CSP } from '../e2e/support/csp';
import { pngFile } from '../e2e/support/files';
import { openPage, resetLaravel } from '../laravel-e2e/support/laravel';
import { BROWSER_DIST } from '../production-build';
import { deploy } from './support/site';
import { fillKaizen, openSubmittedKaizen } from '../e2e/support/kaizens';

const browser = sharedBrowser({ reset: resetLaravel });

const YEAR = 'public, max-age=31536000, immutable';

/** The answer for a path, and the headers docs/deploy.md's table (section 1) is about. */
async function served(path: string) {
  const response = await fetch(`${baseUrl()}${path}`);
  const header = (name: string) => response.headers.get(name) ?? '';
  return {
    response,
    status: response.status,
    type: header('content-type'),
    cache: header('cache-control'),
    workerScope: header('service-worker-allowed'),
  };
}

/** What the guide promises for index.html, the hashed files, the manifest and the worker. */
async function expectHeadersOfTheGuide() {
  const index = await served('/login');
  expect(index.status).toBe(200);
  // Laravel's SpaController sends it; an empty one would be no policy at all.
  expect(index.response.headers.get('content-security-policy')).toBe(CSP);
  expect(index.cache).toContain('no-cache');

  const html = await index.response.text();
  const assets = [...html.matchAll(/"(\/build\/assets\/[^"]+)"/g)].map((match) => match[1]);
  expect(assets.length).toBeGreaterThan(1);
  const caching = await Promise.all(
    assets.map(async (path) => {
      const { status, cache } = await served(path);
      return [path, `${status} ${cache}`];
    }),
  );
  expect(Object.fromEntries(caching)).toEqual(
    Object.fromEntries(assets.map((path) => [path, `200 ${YEAR}`])),
  );

  expect(html).toContain('href="/build/manifest.webmanifest"');
  expect(await served('/build/manifest.webmanifest')).toMatchObject({
    status: 200,
    type: 'application/manifest+json',
    cache: 'no-cache',
  });
  const worker = await served('/build/sw.js');
  expect(worker).toMatchObject({ status: 200, cache: 'no-cache', workerScope: '/' });
  expect(worker.type).toMatch(/^(text|application)\/javascript\b/);
}

/** Waits until the app's service worker (scope /, from /build/) is active and controls the page. */
async function controlledByTheWorker(page: Page) {
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.state === 'activated',
    null,
    { polling: 100 },
  );
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseUrl()}/`);
}

const RETIRED_CHUNK = 'retired-chunk-Zm9yZXZlcg.js';
const RUNNING_MARK = '<!-- the running build -->';

/**
 * The build that runs when the next one is deployed: the production build with a lazy chunk the
 * next build no longer has, and an index.html of its own.
 */
function runningBuild(): string {
  const dist = join(inject('site').root, 'dist-running');
  cpSync(BROWSER_DIST, dist, { recursive: true });
  writeFileSync(join(dist, 'assets', RETIRED_CHUNK), 'export const retired = true;\n');
  appendFileSync(join(dist, 'index.html'), `${RUNNING_MARK}\n`);
  return dist;
}

/** index.html as the server's PHP workers give it now: requests side by side reach each one. */
const indexPages = () =>
  Promise.all(Array.from({ length: 8 }, async () => (await fetch(`${baseUrl()}/login`)).text()));

describe('the build deployed as docs/deploy.md says', () => {
  test('index.html with the policy and never cached, hashed files for a year, the manifest and the worker as the guide lists', async () => {
    await expectHeadersOfTheGuide();
  });

  test("a photo is stored by Laravel and shown from APP_URL's /storage, which the web server serves", async () => {
    const { page, context, errors, csp } = await openPage(browser());
    await signIn(page, 'lead@kaizen.demo', { from: '/login?redir_url=%2Fkaizen' });
    await page.waitForURL('**/kaizen');
    const form = page.getByRole('region', { name: 'Nieuwe kaizen' });
    const title = 'Vaste plek voor de veiligheidsbrillen';
    await fillKaizen(form, {
      Titel: title,
      'Huidige situatie': 'Ze liggen overal.',
      Verbetering: 'Een rek bij de ingang.',
    });
    await form.locator('input[type="file"][name="before_image"]').setInputFiles(pngFile());
    await form.getByRole('img', { name: 'Voorbeeld van de foto vooraf' }).waitFor();
    await form.getByRole('button', { name: 'Indienen' }).click();
    await openSubmittedKaizen(page);

    const photo = page
      .getByRole('article', { name: title })
      .getByRole('img', { name: `Foto vooraf: ${title}` });
    await photo.waitFor();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const src = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(src).toMatch(new RegExp(`^${baseUrl()}/storage/kaizens/[^/]+$`));
    // From public/storage (storage:link) by the web server itself: Laravel would start a session.
    const file = await fetch(src);
    expect(file.status).toBe(200);
    expect(file.headers.get('set-cookie')).toBeNull();
    expect(csp.violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("deploying again under a running app: it keeps working, the worker still registers, the running build's files stay one release", async () => {
    const site = inject('site');
    deploy(site, runningBuild());
    await expectHeadersOfTheGuide();
    const { page, context, errors } = await openPage(browser(), { serviceWorkers: 'allow' });
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');
    await controlledByTheWorker(page);
    expect(await indexPages()).toEqual(Array(8).fill(expect.stringContaining(RUNNING_MARK)));

    deploy(site, BROWSER_DIST);
    // Every worker answers with the new index.html at once (PHP caches where symlinks point).
    const next = readFileSync(join(BROWSER_DIST, 'index.html'), 'utf8');
    expect(await indexPages()).toEqual(Array(8).fill(next));
    await expectHeadersOfTheGuide();
    // A tab of the running build still finds its lazy chunks.
    expect(await served(`/build/assets/${RETIRED_CHUNK}`)).toMatchObject({
      status: 200,
      cache: YEAR,
    });
    // The open tab goes on to a page it has not loaded yet.
    await page.goto('/kaizen/approved');
    await page.getByText('Gereedschapsbord bij lijn 2').first().waitFor();

    const visitor = await openPage(browser(), { serviceWorkers: 'allow' });
    await visitor.page.goto('/login');
    await controlledByTheWorker(visitor.page);

    // One release later the running build's own files are gone: releases do not pile up.
    deploy(site, BROWSER_DIST);
    expect((await served(`/build/assets/${RETIRED_CHUNK}`)).status).toBe(404);
    expect(errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
    await context.close();
  });
});
