import { describe, expect, test } from 'vitest';
import { baseUrl, newPage, sharedBrowser, signIn } from './support/browser';

const browser = sharedBrowser();

describe('signing in and out', () => {
  test('a team lead signs in, switches nl -> en and back, and signs out', async () => {
    const { page, errors, context } = await newPage(browser());
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');
    const nav = page.getByRole('navigation', { name: 'Hoofdnavigatie' });
    await nav.getByRole('link', { name: 'Afgewezen' }).waitFor();

    await page.getByRole('button', { name: 'Wissel naar English' }).click();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Declined' })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.getByRole('button', { name: 'Switch to Nederlands' }).click();
    await nav.getByRole('link', { name: 'Afgewezen' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');

    await page.getByRole('button', { name: /Profielmenu/ }).click();
    await page
      .getByRole('button', { name: 'Uitloggen' })
      .or(page.getByRole('menuitem', { name: 'Uitloggen' }))
      .click();
    await page.waitForURL('**/login');
    await page.goto('/home');
    await page.waitForURL(/\/login\?redir_url=%2Fhome$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  test.each([
    'https://evil.example/home',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%09/evil.example',
  ])('a hostile redir_url %j keeps the browser on this site', async (hostile) => {
    const { page, context } = await newPage(browser());
    await signIn(page, 'lead@kaizen.demo', {
      from: `/login?redir_url=${encodeURIComponent(hostile)}`,
    });
    await page.waitForLoadState('networkidle');
    const url = new URL(page.url());
    expect(url.origin).toBe(baseUrl());
    expect(url.pathname).toBe('/home');
    await context.close();
  });

  test('a safe redir_url is honoured after sign-in', async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/help/faq');
    await page.waitForURL(/redir_url=%2Fhelp%2Ffaq/);
    await signIn(page, 'lead@kaizen.demo', { from: page.url().replace(baseUrl(), '') });
    await page.waitForURL('**/help/faq');
    await context.close();
  });
});
