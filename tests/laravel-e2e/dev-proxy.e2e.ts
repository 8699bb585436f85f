import { resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort } from '../e2e/global-setup';
import { newPage, sharedBrowser, signIn } from '../e2e/support/browser';
import { pngFile } from '../e2e/support/files';
import { fillKaizen, openSubmittedKaizen } from '../e2e/support/kaizens';
import { startLaravel, type LaravelServer } from './support/laravel-server';

let laravel: LaravelServer | undefined;
let devServer: ViteDevServer | undefined;
let devUrl = '';

/** This file's own Laravel, put back to its seed (the suite's resetLaravel resets the other). */
async function resetOwnLaravel(): Promise<void> {
  const response = await fetch(`${laravel?.baseUrl}/__test/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`reset failed: ${response.status}`);
}

const browser = sharedBrowser({ reset: resetOwnLaravel });

/**
 * README, "Pointing it at a real API": `npm run dev` with VITE_API_PROXY_TARGET naming a
 * Laravel with Sanctum (its APP_URL that same address, its stateful domains Sanctum's default,
 * its cookies for the host it is deployed on), and the browser at the dev server, another port
 * and so another origin.
 */
beforeAll(async () => {
  laravel = await startLaravel(
    { QEK_STACK: 'sanctum', SESSION_DOMAIN: 'kaizen.test' },
    { ownAppUrl: true },
  );
  const port = await freePort();
  // vite.config.ts reads the VITE_* values of the process as it would those of .env.
  process.env.VITE_API_PROXY_TARGET = laravel.baseUrl;
  try {
    devServer = await createServer({
      configFile: resolve('vite.config.ts'),
      // A dependency cache of its own, not node_modules/.vite, which the other parts' Vite servers
      // (vitest's) use at the same time: in a clean clone's CI run another optimisation's
      // unfinished directory was left there from the browser part's start, and this page's
      // sign-in waited past 150 s, two runs in a row; alone it takes 12 s.
      cacheDir: resolve('node_modules/.vite-dev-proxy'),
      mode: 'development',
      logLevel: 'error',
      server: { host: '127.0.0.1', port, strictPort: true, hmr: false },
    });
    await devServer.listen();
  } finally {
    delete process.env.VITE_API_PROXY_TARGET;
  }
  devUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await devServer?.close();
  laravel?.stop();
});

describe('the dev server against a Laravel with Sanctum', () => {
  test("signs in through the proxy, Sanctum's API answers with the session, and a photo from Laravel's APP_URL is shown", async () => {
    const { page, context, errors } = await newPage(browser());
    // What a session the API does not see gives: 401, 419, a 500 from a route that needs one.
    // (A 404 is a route the reference app leaves out.)
    const refused: string[] = [];
    page.on('response', (response) => {
      const { origin, pathname } = new URL(response.url());
      const status = response.status();
      if (origin === devUrl && status >= 400 && status !== 404)
        refused.push(`${status} ${response.request().method()} ${pathname}`);
    });

    await signIn(page, 'lead@kaizen.demo', { from: `${devUrl}/login` });
    await page.waitForURL('**/home');
    const waiting = page.getByRole('region', { name: 'Wacht op uw besluit, oudste eerst' });
    await waiting.getByRole('link', { name: 'Etiketten op de stellingen' }).waitFor();

    await page.getByRole('link', { name: 'Nieuwe kaizen' }).first().click();
    const form = page.getByRole('region', { name: 'Nieuwe kaizen' });
    await form.locator('input[type="file"][name="before_image"]').setInputFiles(pngFile());
    await form.getByRole('img', { name: 'Voorbeeld van de foto vooraf' }).waitFor();
    const title = 'Vaste plek voor de rolcontainers';
    await fillKaizen(form, {
      Titel: title,
      'Huidige situatie': 'De rolcontainers staan overal in de hal.',
      Verbetering: 'Een gemarkeerd vak bij de ingang.',
    });
    await form.getByRole('button', { name: 'Indienen' }).click();
    await openSubmittedKaizen(page);

    const photo = page
      .getByRole('article', { name: title })
      .getByRole('img', { name: `Foto vooraf: ${title}` });
    await photo.waitFor();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const src = await photo.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(src.startsWith(`${laravel?.baseUrl}/storage/`)).toBe(true);
    expect(refused).toEqual([]);
    await expect(page.getByText('Uw sessie is verlopen').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
