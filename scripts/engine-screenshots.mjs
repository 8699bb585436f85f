/**
 * The main screens in Chromium, Firefox ESR and WebKitGTK side by side, at 1280 px and at a
 * phone's width, to see what the engines draw differently (docs/decisions.md, "Three
 * engines"). Signs in as the team lead through the login form and walks: login, dashboard, the
 * new-kaizen form, the approved list, the review queue, the triage, the decline dialog, the bulk
 * move, teams, and on the phone the drawer.
 *
 *   npx vite build --outDir dist-shot
 *   xvfb-run -a node scripts/engine-screenshots.mjs --dist dist-shot [--out engine-shots] [--engines firefox,webkit]
 *
 * Files: `<engine>-<width>-<screen>.png`. WebKit's MiniBrowser is never narrower than 447 px,
 * so its phone shots are 447 px wide. Needs `xvfb-run` (WebKit is a GTK window).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { Builder, By } from 'selenium-webdriver';
import { launchChromium } from './bench/chromium.mjs';
import { freePort, startDemoServer } from './bench/server.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    out: { type: 'string', default: 'engine-shots' },
    engines: { type: 'string', default: 'chromium,firefox,webkit' },
  },
});
const SIZES = [
  [1280, 900],
  [390, 844],
];
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const pause = (ms) => new Promise((done) => setTimeout(done, ms));

/** The same few actions in each engine: go, type, click, run a script, take a picture. */
const ENGINES = {
  async chromium(width, height) {
    const browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width, height }, locale: 'nl-NL' });
    const page = await context.newPage();
    return {
      goto: (url) => page.goto(url),
      run: (source) => page.evaluate(source),
      type: (css, text) => page.locator(css).first().fill(text),
      click: (css) => page.locator(css).first().click(),
      shot: (file) => page.screenshot({ path: file }),
      close: () => browser.close(),
    };
  },
  async firefox(width, height) {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: '/usr/bin/firefox-esr',
      headless: true,
      extraPrefsFirefox: { 'intl.accept_languages': 'nl-NL, nl' },
    });
    const page = await browser.newPage();
    await page.setViewport({ width, height });
    return {
      goto: (url) => page.goto(url),
      run: (source) => page.evaluate(source),
      type: async (css, text) => (await page.waitForSelector(css)).type(text),
      click: async (css) => (await page.waitForSelector(css)).click(),
      shot: (file) => page.screenshot({ path: file }),
      close: () => browser.close(),
    };
  },
  async webkit(width, height) {
    const port = await freePort();
    const driver = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore' });
    await pause(500);
    const session = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
    await session.manage().window().setRect({ width, height });
    const find = async (css) => {
      for (let tries = 0; tries < 100; tries += 1) {
        const [found] = await session.findElements(By.css(css));
        if (found) return found;
        await pause(100);
      }
      throw new Error(`nothing matches ${css}`);
    };
    return {
      goto: (url) => session.get(url),
      run: (source) => session.executeScript(`return ${source}`),
      type: async (css, text) => (await find(css)).sendKeys(text),
      click: async (css) => (await find(css)).click(),
      shot: async (file) =>
        writeFileSync(file, Buffer.from(await session.takeScreenshot(), 'base64')),
      close: async () => {
        await session.quit();
        driver.kill();
      },
    };
  },
};

/** Drawn: no spinner, no progress bar, nothing busy, then a moment for transitions. */
async function settle(tab) {
  for (let tries = 0; tries < 100; tries += 1) {
    const busy = await tab.run(
      'document.querySelectorAll(".page-progress, .spinner-border, [aria-busy=true]").length',
    );
    if (!busy) break;
    await pause(100);
  }
  await pause(700);
}

const out = resolve(values.out);
mkdirSync(out, { recursive: true });
const server = await startDemoServer(values.dist);
let taken = 0;
try {
  for (const engine of values.engines.split(',')) {
    for (const [width, height] of SIZES) {
      await server.reset();
      const tab = await ENGINES[engine](width, height);
      const shot = async (screen) => {
        await settle(tab);
        await tab.shot(join(out, `${engine}-${width}-${screen}.png`));
        taken += 1;
      };
      const visit = async (path, screen) => {
        await tab.goto(`${server.baseUrl}${path}`);
        await shot(screen);
      };
      try {
        await visit('/login', 'login');
        await tab.type('input[autocomplete="username"]', 'lead@kaizen.demo');
        await tab.type('input[type="password"]', 'kaizen');
        await tab.click('button[type="submit"]');
        await pause(1500);
        await shot('home');
        await visit('/kaizen', 'new-kaizen');
        await visit('/kaizen/approved', 'approved');
        await visit('/review', 'review');
        await tab.click('main li a');
        await shot('triage');
        await tab.run(
          '[...document.querySelectorAll("button")].find((b) => b.textContent.trim() === "Afwijzen").click()',
        );
        await shot('decline');
        await visit('/kaizen/approved?team=1', 'move');
        await visit('/team', 'teams');
        if (width < 576) {
          await tab.goto(`${server.baseUrl}/home`);
          await settle(tab);
          await tab.click('button[aria-label="Navigatie in- of uitklappen"]');
          await shot('drawer');
        }
      } finally {
        await tab.close();
      }
    }
  }
} finally {
  await server.stop();
}
console.log(`${taken} screenshots in ${out}`);
