import { mkdirSync } from 'node:fs';
import { launchChromium } from '../scripts/bench/chromium.mjs';
import { startDemoServer } from '../scripts/bench/server.mjs';
import { signInByRequest } from '../scripts/bench/targets.mjs';

const out = '/work/shots/merged';
mkdirSync(out, { recursive: true });
const server = await startDemoServer('/work/shots/dist');
const browser = await launchChromium();
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const sizes = [
  { name: '1280', viewport: { width: 1280, height: 800 } },
  { name: '390', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA },
];
async function openTriage(size) {
  await server.reset();
  const { name, ...options } = size;
  const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'nl-NL', serviceWorkers: 'block', ...options });
  await signInByRequest(context, server.baseUrl, 'lead@kaizen.demo');
  const page = await context.newPage();
  await page.goto('/review');
  await page.locator('.review-queue__link').first().click();
  await page.locator('.triage-nav').waitFor();
  return { context, page };
}
const title = (page) => page.locator('main h1').textContent();
async function approve(page) {
  const before = await title(page);
  await page.getByRole('button', { name: 'Goedkeuren', exact: true }).click();
  await page.waitForFunction((t) => document.querySelector('main h1')?.textContent !== t, before);
}
try {
  for (const size of sizes) {
    const { context, page } = await openTriage(size);
    await approve(page);
    await approve(page);
    await approve(page);
    await page.getByRole('button', { name: 'Ongedaan maken' }).waitFor();
    await page.screenshot({ path: `${out}/${size.name}-triage-three-decisions.png` });
    console.log(size.name, 'title:', await page.title());
    await context.close();
  }
  const { context, page } = await openTriage(sizes[1]);
  await approve(page);
  await page.getByRole('button', { name: 'Ongedaan maken' }).waitFor();
  await page.getByRole('button', { name: 'Afwijzen', exact: true }).click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/390-decline-sheet-decision-waiting.png` });
  await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).click();
  await page.getByRole('button', { name: 'Ongedaan maken' }).waitFor();
  await page.screenshot({ path: `${out}/390-decline-sheet-closed-snackbar-back.png` });
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
