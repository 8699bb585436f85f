import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core';
import { TIMEOUTS } from '../../timeouts';
import type { EngineBrowser, EnginePage } from './engine-page';
import { actOn, holdsStill, until } from './engine-page';
import { clickPointInPage, describeTarget, locateInPage, toSent, type Target } from './locate';

// Debian's Firefox ESR, driven over WebDriver BiDi: puppeteer's own download cannot work here.
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const LOCATE = locateInPage.toString();

const KEYS = { Enter: 'Enter', Escape: 'Escape', Tab: 'Tab' } as const;

function firefoxPage(page: Page, baseUrl: string, close: () => Promise<void>): EnginePage {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${String(error)}`));
  page.setDefaultTimeout(TIMEOUTS.browserStep);

  const find = async (target: Target) =>
    (
      await page.evaluateHandle(locateInPage, toSent(target))
    ).asElement() as ElementHandle<Element> | null;
  const handle = (target: Target) => until(() => find(target), describeTarget(target));

  return {
    engine: 'firefox',
    goto: async (path) => {
      await page.goto(new URL(path, baseUrl).href);
    },
    reload: async () => {
      await page.reload();
    },
    back: async () => {
      await page.goBack();
    },
    forward: async () => {
      await page.goForward();
    },
    location: () => {
      const url = new URL(page.url());
      return Promise.resolve(url.pathname + url.search);
    },
    isShown: async (target) =>
      page.evaluate(`(${LOCATE})(${JSON.stringify(toSent(target))}) !== null`) as Promise<boolean>,
    click: async (target) => {
      await actOn(find, target, async (found) => {
        if (!(await holdsStill(() => found.evaluate(clickPointInPage)))) throw new Error('moving');
        await found.click();
      });
    },
    fill: async (target, text) => {
      const field = await handle(target);
      await field.focus();
      // The keys go where the focus really is. A field shown that cannot take it (inert, say)
      // fails here, saying so, instead of the typing going to another element or nowhere.
      const focused = await field.evaluate((element) => {
        const active = document.activeElement;
        if (element === active) return null;
        if (!active) return 'nothing';
        const name = active.getAttribute('name') ?? active.getAttribute('aria-label');
        const text = (active.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        return `<${active.tagName.toLowerCase()}${name ? ` ${name}` : ''}> "${text}"`;
      });
      if (focused !== null) {
        throw new Error(`${describeTarget(target)} did not take the focus; it is on ${focused}`);
      }
      await page.keyboard.down('Control');
      await page.keyboard.press('a');
      await page.keyboard.up('Control');
      await page.keyboard.press('Backspace');
      await page.keyboard.type(text);
      // Firefox's key events can still be on their way to the page when the call returns, and a
      // person sees the text in the field before the next step (a reload, say).
      await until(
        async () =>
          (await field.evaluate((element) => (element as HTMLInputElement).value)) === text,
        `"${text}" in ${describeTarget(target)}, which had the focus`,
      );
    },
    choose: async (target, label) => {
      // As a person would, it waits for the option: a select's options may come with a later
      // answer than the rest of the page.
      const { select, value } = await until(
        async () => {
          const found = (await handle(target)) as ElementHandle<HTMLSelectElement>;
          const option = await found.evaluate(
            (element, text) =>
              Array.from(element.options).find((candidate) => candidate.label === text)?.value,
            label,
          );
          return option === undefined ? null : { select: found, value: option };
        },
        `option "${label}" in ${describeTarget(target)}`,
      );
      await select.select(value);
    },
    press: async (key) => {
      await page.keyboard.press(key in KEYS ? KEYS[key as keyof typeof KEYS] : (key as 'a'));
    },
    upload: async (target, file) => {
      const input = (await handle(target)) as ElementHandle<HTMLInputElement>;
      await input.uploadFile(file);
    },
    run: async <T>(body: string, ...args: unknown[]) =>
      page.evaluate(`(${body})(...${JSON.stringify(args)})`) as Promise<T>,
    setViewport: async (width, height) => {
      await page.setViewport({ width, height });
    },
    setOffline: async (offline) => {
      await page.setOfflineMode(offline);
    },
    screenshot: async (file) => {
      await page.screenshot({ path: file });
    },
    errors: () => Promise.resolve([...errors]),
    close,
  };
}

export async function launchFirefox(baseUrl: string): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // Dutch first, as the journeys' users have it; the app's language follows the browser's.
    extraPrefsFirefox: { 'intl.accept_languages': 'nl-NL, nl, en' },
  });
  return {
    newPage: async () => {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      return firefoxPage(page, baseUrl, () => context.close());
    },
    close: () => browser.close(),
  };
}
