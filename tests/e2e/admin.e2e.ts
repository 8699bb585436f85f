import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage, sharedBrowser, signIn } from './support/browser';

const browser = sharedBrowser();

const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).first().waitFor();

async function signInAsAdmin() {
  const opened = await newPage(browser());
  await signIn(opened.page, 'admin@kaizen.demo');
  await opened.page.waitForURL('**/home');
  return opened;
}

/** The app's primary colour and the computed background of a primary button, as the user sees them. */
function themeColours(page: Page) {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('.btn-primary');
    return {
      primary: getComputedStyle(document.documentElement).getPropertyValue('--qek-primary').trim(),
      button: button ? getComputedStyle(button).backgroundColor : null,
    };
  });
}

describe('admin journey', () => {
  test('creates a team, soft-deletes it, restores it at team management and sees it back', async () => {
    const { page, errors, context } = await signInAsAdmin();
    const name = 'Verpakkingslijn 3';
    await page.goto('/team');
    const teams = page.getByRole('list', { name: 'Alle teams' });
    await teams.getByRole('heading', { name: 'Productie' }).waitFor();

    const create = page.getByRole('form', { name: 'Nieuw team' });
    await create.getByRole('textbox', { name: 'Naam van het team' }).fill(name);
    await create.getByRole('button', { name: 'Team toevoegen' }).click();
    await toast(page, `Team ${name} is toegevoegd.`);
    const item = teams.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await item.waitFor();

    await item.getByRole('button', { name: `Verwijderen ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Team verwijderen?' });
    await confirm.getByText(`Weet u zeker dat u team ${name} wilt verwijderen?`).waitFor();
    await confirm.getByRole('button', { name: 'Team verwijderen' }).click();
    await toast(page, `Team ${name} is verwijderd.`);
    await confirm.waitFor({ state: 'hidden' });
    await item.waitFor({ state: 'detached' });

    await page
      .getByRole('navigation', { name: 'Hoofdnavigatie' })
      .getByRole('link', { name: 'Teambeheer' })
      .click();
    await page.waitForURL('**/team-management');
    const deleted = page.getByRole('table', { name: 'Verwijderde teams' });
    const row = deleted.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await row.getByRole('button', { name: `Herstellen ${name}` }).click();
    await toast(page, `Team ${name} is hersteld en staat weer bij Teams.`);
    await row.waitFor({ state: 'detached' });

    await page
      .getByRole('navigation', { name: 'Hoofdnavigatie' })
      .getByRole('link', { name: 'Teams', exact: true })
      .click();
    await page.waitForURL('**/team');
    await teams.getByRole('heading', { name }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('changes the company colour, saves, and the app re-themes', async () => {
    const { page, errors, context } = await signInAsAdmin();
    await page.goto('/company/edit');
    const hex = page.getByRole('textbox', { name: 'Themakleur (hexcode)' });
    await expect.poll(() => hex.inputValue()).toBe('#0b63c5');
    const before = await themeColours(page);
    expect(before.primary).toBe('#0b63c5');
    expect(before.button).toBe('rgb(11, 99, 197)');

    await hex.fill('#118844');
    // The preview follows at once; the app itself only after the save.
    await page.getByRole('figure', { name: 'Voorbeeld met kleur #118844' }).waitFor();
    expect((await themeColours(page)).primary).toBe('#0b63c5');
    await page.getByRole('button', { name: 'Instellingen opslaan' }).click();
    await toast(page, 'De bedrijfsinstellingen zijn opgeslagen.');

    await expect
      .poll(() => themeColours(page))
      .toEqual({ primary: '#118844', button: 'rgb(17, 136, 68)' });
    // The new colour is the company's: it is still there after a reload.
    await page.reload();
    await hex.waitFor();
    await expect
      .poll(() => themeColours(page))
      .toEqual({ primary: '#118844', button: 'rgb(17, 136, 68)' });
    expect(errors).toEqual([]);
    await context.close();
  });

  test('adds a site to the company', async () => {
    const { page, errors, context } = await signInAsAdmin();
    await page.goto('/company/edit');
    const sites = page.getByRole('region', { name: 'Locaties' });
    const list = sites.getByRole('list', { name: 'Locaties' });
    await list.getByRole('listitem').filter({ hasText: 'Zwolle' }).waitFor();

    await sites.getByRole('textbox', { name: 'Nieuwe locatie' }).fill('Groningen');
    await sites.getByRole('button', { name: 'Locatie toevoegen' }).click();
    await list.getByRole('listitem').filter({ hasText: 'Groningen' }).waitFor();
    await expect(sites.getByRole('textbox', { name: 'Nieuwe locatie' }).inputValue()).resolves.toBe(
      '',
    );

    await page.reload();
    await list.getByRole('listitem').filter({ hasText: 'Groningen' }).waitFor();
    await expect(list.getByRole('listitem').count()).resolves.toBe(4);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('creates a user with a role and a team', async () => {
    const { page, errors, context } = await signInAsAdmin();
    await page.goto('/user');
    const users = page.getByRole('tabpanel', { name: 'Gebruikers' });
    await users.getByRole('table', { name: 'Gebruikers' }).getByRole('row').nth(1).waitFor();
    await users.getByRole('button', { name: 'Nieuwe gebruiker' }).click();

    const dialog = page.getByRole('dialog', { name: 'Nieuwe gebruiker' });
    await dialog.getByRole('textbox', { name: 'Naam' }).fill('Ruben Vermeer');
    await dialog.getByRole('textbox', { name: 'E-mailadres' }).fill('ruben@kaizen.demo');
    await dialog.getByLabel('Wachtwoord').fill('verbeter-2026');
    await dialog
      .getByRole('group', { name: 'Rollen' })
      .getByRole('checkbox', { name: 'Teamleider' })
      .check();
    await dialog
      .getByRole('group', { name: 'Teams' })
      .getByRole('checkbox', { name: 'Logistiek' })
      .check();
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, 'Ruben Vermeer is opgeslagen.');
    await dialog.waitFor({ state: 'hidden' });

    await users.getByRole('searchbox', { name: 'Zoeken op naam of e-mailadres' }).fill('ruben');
    const row = users
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Ruben Vermeer' }) });
    await row.waitFor();
    await expect(row.getByRole('cell').allTextContents()).resolves.toEqual(
      expect.arrayContaining(['ruben@kaizen.demo', 'Teamleider', 'Logistiek']),
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
