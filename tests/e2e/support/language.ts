import type { Page } from 'playwright-core';
import { translationKeysShown } from './raw-keys';
import { visitSettled } from './settled';

const FLAG = { en: 'Wissel naar English', nl: 'Switch to Nederlands' } as const;

/** Sets the signed-in session's language as the flags do; the page's next load is in it. */
async function setSessionLanguage(page: Page, code: 'en' | 'nl'): Promise<void> {
  const response = await page.request.get(`/api/session/locale/${code}`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok()) throw new Error(`the session's language stayed: ${response.status()}`);
}

/** Clicks the flag of `code` and waits until the page is drawn again in it, without a load. */
async function switchWithFlag(page: Page, code: 'en' | 'nl'): Promise<void> {
  await page.getByRole('button', { name: FLAG[code], exact: true }).click();
  // Drawn again: the flags now offer the way back.
  await page
    .getByRole('button', { name: FLAG[code === 'en' ? 'nl' : 'en'], exact: true })
    .waitFor();
  await page.waitForFunction(
    (lang) =>
      document.documentElement.lang === lang &&
      document.querySelector('[aria-busy="true"]') === null,
    code,
  );
}

/**
 * The translation keys the signed-in page shows in English, read where it stands: switched
 * there with the language flags as a user would, and back to Dutch after. A page drawn alone
 * (the team board) has no flags: it is loaded again in English.
 */
export async function translationKeysInEnglish(page: Page): Promise<string[]> {
  if ((await page.getByRole('button', { name: FLAG.en, exact: true }).count()) === 0) {
    await setSessionLanguage(page, 'en');
    const { pathname, search } = new URL(page.url());
    await visitSettled(page, pathname + search);
    const lang = await page.evaluate(() => document.documentElement.lang);
    const keys = lang === 'en' ? await translationKeysShown(page) : [`drawn in "${lang}"`];
    await setSessionLanguage(page, 'nl');
    return keys;
  }
  await switchWithFlag(page, 'en');
  const keys = await translationKeysShown(page);
  await switchWithFlag(page, 'nl');
  return keys;
}
