import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { PASSWORD, sharedBrowser } from '../e2e/support/browser';
import { openPage, resetLaravel, resetLink } from './support/laravel';

const browser = sharedBrowser({ reset: resetLaravel });

const NEW_PASSWORD = 'nieuw-geheim-25';

/** Asks for a reset link on /password/reset; resolves with the status Laravel answered. */
async function askForLink(page: Page, email: string): Promise<number> {
  await page.goto('/password/reset');
  await page.getByLabel('E-mailadres').fill(email);
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/password/reset',
  );
  await page.getByRole('button', { name: 'Link versturen' }).click();
  return (await answer).status();
}

/** The new-password form of a link that checked out, with both password fields filled. */
async function fillNewPassword(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByLabel('E-mailadres').inputValue()).resolves.toBe('employee@kaizen.demo');
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Herhaal nieuw wachtwoord').fill(NEW_PASSWORD);
}

describe("password reset through Laravel's own broker", () => {
  test('a known and an unknown address get one confirmation; asking again within the minute says to wait', async () => {
    const { page, context, errors, csp } = await openPage(browser());
    const confirmation = page.getByRole('status');

    expect(await askForLink(page, 'employee@kaizen.demo')).toBe(200);
    await confirmation.getByRole('heading', { name: 'Controleer uw e-mail' }).waitFor();
    const known = await confirmation.textContent();

    // The broker answers "passwords.user" (422 on email): the screen must not tell.
    expect(await askForLink(page, 'niemand@kaizen.demo')).toBe(422);
    await confirmation.getByRole('heading', { name: 'Controleer uw e-mail' }).waitFor();
    expect(await confirmation.textContent()).toBe(known);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);

    // "passwords.throttled" (422 on email): wait a minute, the address stays.
    expect(await askForLink(page, 'employee@kaizen.demo')).toBe(422);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Wacht een minuut en probeer het dan opnieuw.' })
      .waitFor();
    await expect(page.getByLabel('E-mailadres').inputValue()).resolves.toBe('employee@kaizen.demo');
    await expect(page.getByLabel('E-mailadres').getAttribute('aria-invalid')).resolves.toBeNull();
    await expect(page.getByText('Gelieve even te wachten').count()).resolves.toBe(0);
    expect(csp.scripts()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the mailed link sets a password that signs in; used up, it no longer works and leads to a new one', async () => {
    const { page, context, errors } = await openPage(browser());
    expect(await askForLink(page, 'employee@kaizen.demo')).toBe(200);
    const url = await resetLink('employee@kaizen.demo');
    // A second tab holds the same link's form, to send it after the first has used the link.
    const later = await context.newPage();
    await fillNewPassword(later, url);

    await fillNewPassword(page, url);
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await page.getByRole('heading', { name: 'Uw wachtwoord is gewijzigd' }).waitFor();

    // Laravel says "passwords.token" on `email`: the link is gone, not the address.
    const refused = later.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/password/new',
    );
    await later.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    expect((await refused).status()).toBe(422);
    await later.getByRole('alert').filter({ hasText: 'Deze link werkt niet meer' }).waitFor();
    await expect(
      later.getByText('Dit wachtwoordhersteltoken is niet geldig.').count(),
    ).resolves.toBe(0);
    await expect(later.getByLabel('Nieuw wachtwoord', { exact: true }).inputValue()).resolves.toBe(
      NEW_PASSWORD,
    );
    await later.getByRole('link', { name: 'Nieuwe link aanvragen' }).click();
    await later.waitForURL('**/password/reset');
    await expect(later.getByLabel('E-mailadres').inputValue()).resolves.toBe(
      'employee@kaizen.demo',
    );

    // Opened again, the link is checked first and refused before any typing.
    const again = await context.newPage();
    await again.goto(url);
    await again.getByRole('alert').filter({ hasText: 'Deze link werkt niet meer' }).waitFor();
    await expect(again.getByLabel('Nieuw wachtwoord', { exact: true }).count()).resolves.toBe(0);
    await again.getByRole('link', { name: 'Nieuwe link aanvragen' }).waitFor();
    await again.close();
    await later.close();

    await page.getByRole('link', { name: 'Naar inloggen' }).click();
    await page.getByLabel('E-mailadres of gebruikersnaam').fill('employee@kaizen.demo');
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByRole('alert').filter({ hasText: 'Deze gegevens kloppen niet' }).waitFor();
    await page.getByLabel('Wachtwoord', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL('**/home');
    expect(errors).toEqual([]);
    await context.close();
  });
});
