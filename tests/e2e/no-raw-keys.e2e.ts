import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage, sharedBrowser, signIn } from './support/browser';
import { signedInRoutes, signedOutUrls } from './support/routes';
import { visitSettled } from './support/settled';

const browser = sharedBrowser();

/**
 * What on the page looks like a translation key or a template left unfilled: a word of lower
 * case letters and underscores, dotted at least once ("status.approved", "notices.toggle"),
 * every part two letters or more so that Dutch abbreviations ("o.a.") pass, or "{{name}}".
 * Domains and file names are not keys.
 */
function keysOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const KEY =
      /(?:^|[\s("'])((?:[a-z][a-z0-9]*(?:_[a-z0-9]+)*)(?:\.[a-z][a-z0-9]*(?:_[a-z0-9]+)*)+)(?=$|[\s)"',:;!?]|\.(?:\s|$))/g;
    const NOT_KEYS =
      /\.(com|nl|org|net|io|test|demo|local|json|png|jpe?g|webp|gif|pdf|csv|js|css|html)$/;
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !parent.closest('script, style, noscript')) texts.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [title], [placeholder], [alt]',
    )) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    const found = new Set<string>();
    for (const text of texts) {
      if (text.includes('{{')) found.add(text.trim());
      for (const match of text.matchAll(KEY)) {
        const token = match[1] ?? '';
        const parts = token.split('.');
        if (parts.every((part) => part.length >= 2) && !NOT_KEYS.test(token)) found.add(token);
      }
    }
    return [...found];
  });
}

async function walk(page: Page, urls: string[]): Promise<Record<string, string[]>> {
  const problems: Record<string, string[]> = {};
  for (const url of urls) {
    await visitSettled(page, url);
    const keys = await keysOnPage(page);
    if (keys.length > 0) problems[url] = keys;
  }
  return problems;
}

describe('no screen shows a translation key', () => {
  // Signed out, the language is the browser's: a guest has no switch.
  test.each([
    ['Dutch', 'nl-NL'],
    ['English', 'en-GB'],
  ])('the signed-out pages, in %s', async (_, locale) => {
    const { page, context } = await newPage(browser(), { locale });
    expect(await walk(page, signedOutUrls())).toEqual({});
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale.slice(0, 2));
    await context.close();
  });

  test('every page an admin can reach, in Dutch and in English', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, 'admin@kaizen.demo');
    const urls = (await signedInRoutes(page)).map(({ url }) => url);
    expect(urls.length).toBeGreaterThan(10);
    const dutch = await walk(page, urls);
    // From a page with the top bar: the walk may end on one drawn alone (the team board).
    await page.goto('/home');
    await page.getByRole('button', { name: 'Wissel naar English' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect({ dutch, english: await walk(page, urls) }).toEqual({ dutch: {}, english: {} });
    await context.close();
  });
});
