import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { endDemoSessions, newPage, sharedBrowser, signIn, submitLogin } from './support/browser';
import {
  formPageReadsAnswered,
  fillKaizen,
  kaizenField,
  openSubmittedKaizen,
  type KaizenText,
} from './support/kaizens';

// The demo server keeps a session per browser and checks the XSRF token as Laravel does
// (src/mocks/http/sessions.ts): these drills meet a 419 from the server itself, not a stub.

const browser = sharedBrowser();

/** The statuses of every sign-in POST the page sends, in order. */
function signInStatuses(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/login')
      statuses.push(response.status());
  });
  return statuses;
}

/** Who the server says this browser is signed in as (the page's own cookies). */
async function serverUser(page: Page): Promise<string | number> {
  const response = await page.request.get('/api/user', { headers: { Accept: 'application/json' } });
  if (!response.ok()) return response.status();
  return ((await response.json()) as { email: string }).email;
}

const TYPED: Record<KaizenText, string> = {
  Titel: 'Etiketten op de stellingen',
  'Huidige situatie': 'Niemand weet wat in welk vak hoort.',
  Verbetering: 'Een etiket per vak met het artikelnummer.',
};

describe('sessions and CSRF, as the Laravel middleware has them', () => {
  test('two browsers signed in as two users at the same time each see their own user', async () => {
    const admin = await newPage(browser());
    const employee = await newPage(browser());

    await signIn(admin.page, 'admin@kaizen.demo');
    await signIn(employee.page, 'employee@kaizen.demo');

    await expect(serverUser(admin.page)).resolves.toBe('admin@kaizen.demo');
    await expect(serverUser(employee.page)).resolves.toBe('employee@kaizen.demo');
    // The first browser is still signed in as itself after a reload.
    await admin.page.reload();
    await admin.page.getByRole('navigation', { name: 'Hoofdnavigatie' }).waitFor();
    expect(new URL(admin.page.url()).pathname).toBe('/home');
    await expect(serverUser(admin.page)).resolves.toBe('admin@kaizen.demo');
    expect([...admin.errors, ...employee.errors]).toEqual([]);
    await admin.context.close();
    await employee.context.close();
  });

  test('sessions ended mid-form: the save gets 419, sign-in works at the first try and the draft comes back', async () => {
    const { page, context, errors } = await newPage(browser());
    await signIn(page, 'lead@kaizen.demo', { from: '/login?redir_url=%2Fkaizen' });
    await page.waitForURL('**/kaizen');
    const form = page.getByRole('region', { name: 'Nieuwe kaizen' });
    await fillKaizen(form, TYPED);
    const signIns = signInStatuses(page);
    const save = page.waitForResponse(
      (response) =>
        /^\/api\/kaizen\/?$/.test(new URL(response.url()).pathname) &&
        response.request().method() === 'POST',
    );

    await formPageReadsAnswered(page);
    await endDemoSessions();
    await form.getByRole('button', { name: 'Indienen' }).click();

    expect((await save).status()).toBe(419);
    await page.waitForURL(/\/login\?redir_url=%2Fkaizen$/);
    await submitLogin(page, 'lead@kaizen.demo');
    expect(signIns).toEqual([200]);
    await page.waitForURL('**/kaizen');
    const restored = page.getByRole('region', { name: 'Nieuwe kaizen' });
    await restored.getByRole('heading', { name: 'Concept hersteld' }).waitFor();
    for (const [name, value] of Object.entries(TYPED) as [KaizenText, string][]) {
      await expect((await kaizenField(restored, name)).inputValue()).resolves.toBe(value);
    }
    await restored.getByRole('button', { name: 'Indienen' }).click();
    await openSubmittedKaizen(page);
    await page.getByRole('article', { name: TYPED.Titel }).getByText(TYPED.Verbetering).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a login page left open after the sessions ended signs in at the first try', async () => {
    const { page, context, errors } = await newPage(browser());
    // A guest's session locale is set once the page is painted; any request after the sessions
    // ended would get a fresh token with its answer, so the sessions end after that one.
    const localeSet = page.waitForResponse((r) => r.url().includes('/api/session/locale/'));
    await page.goto('/login');
    await page.getByLabel('E-mailadres of gebruikersnaam').waitFor();
    await localeSet;
    const signIns = signInStatuses(page);

    await endDemoSessions();
    await submitLogin(page, 'employee@kaizen.demo');

    // The dead token's 419, one renewal, and the one re-sent sign-in: the user clicked once.
    expect(signIns).toEqual([419, 200]);
    await expect(serverUser(page)).resolves.toBe('employee@kaizen.demo');
    expect(errors).toEqual([]);
    await context.close();
  });
});
