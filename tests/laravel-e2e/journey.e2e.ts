import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { sharedBrowser, signIn } from '../e2e/support/browser';
import { fillKaizen, openSubmittedKaizen } from '../e2e/support/kaizens';
import { kaizenId, openPage, resetLaravel } from './support/laravel';

const browser = sharedBrowser({ reset: resetLaravel });

const KAIZEN = {
  title: 'Opbergrek voor de handscanners',
  problem: 'De handscanners liggen los op de werkbank en vallen er geregeld af.',
  improvement: 'Een klein wandrek naast de werkbank met een vaste plek per scanner.',
};

/** A POST to /api/kaizen or /api/kaizen/{id} (a spoofed PUT), as Laravel received it. */
const kaizenPost = (page: Page, path: RegExp) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && path.test(new URL(response.url()).pathname),
  );

async function leadOnNewKaizenForm(page: Page) {
  await signIn(page, 'lead@kaizen.demo', { from: '/login?redir_url=%2Fkaizen' });
  await page.waitForURL('**/kaizen');
  const form = page.getByRole('region', { name: 'Nieuwe kaizen' });
  await form.getByRole('textbox', { name: 'Wat wilt u verbeteren?' }).waitFor();
  return form;
}

describe('the production build against Laravel', () => {
  test('signs in through Laravel session and CSRF, and logs out', async () => {
    const { page, context, errors, csp } = await openPage(browser());
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');
    await page.getByRole('link', { name: 'Actief team: Productie' }).waitFor();
    const cookies = (await context.cookies()).map((cookie) => cookie.name);
    expect(cookies).toEqual(expect.arrayContaining(['XSRF-TOKEN', 'laravel_session']));
    await expect(page.request.get('/verified').then((r) => r.json())).resolves.toBe(true);

    await page.getByRole('button', { name: /Profielmenu/ }).click();
    await page
      .getByRole('button', { name: 'Uitloggen' })
      .or(page.getByRole('menuitem', { name: 'Uitloggen' }))
      .click();
    await page.waitForURL((url) => url.pathname === '/login');
    // The sign-in page comes first; the server hears the sign-out once it is painted.
    await expect.poll(() => page.request.get('/verified').then((r) => r.json())).toBe(false);
    expect(csp.scripts()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the dashboard lists the team's kaizens from a Laravel resource collection", async () => {
    const { page, context, errors } = await openPage(browser());
    const list = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith('/api/kaizen/by-team/'),
    );
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');
    expect((await list).status()).toBe(200);
    const waiting = page.getByRole('region', { name: 'Wacht op uw besluit, oudste eerst' });
    await waiting.getByRole('link', { name: 'Etiketten op de stellingen' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the approved table reads a paginated resource collection (meta.total)', async () => {
    const { page, context, errors } = await openPage(browser());
    await signIn(page, 'lead@kaizen.demo', { from: '/login?redir_url=%2Fkaizen%2Fapproved' });
    // By its path: the list writes its sort and page into the address as soon as it is drawn.
    await page.waitForURL((url) => url.pathname === '/kaizen/approved');
    await page.getByText('Gereedschapsbord bij lijn 2').first().waitFor();
    await page.getByText('Vaste plek voor de pallettruck').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('creates a kaizen with POST /api/kaizen (no trailing slash) and shows it', async () => {
    const { page, context, errors, csp } = await openPage(browser());
    const form = await leadOnNewKaizenForm(page);
    await fillKaizen(form, {
      Titel: KAIZEN.title,
      'Huidige situatie': KAIZEN.problem,
      Verbetering: KAIZEN.improvement,
    });

    const saved = kaizenPost(page, /^\/api\/kaizen\/?$/);
    await form.getByRole('button', { name: 'Indienen' }).click();
    const response = await saved;
    expect(response.status()).toBe(201);
    expect(new URL(response.url()).pathname).toBe('/api/kaizen');

    await openSubmittedKaizen(page);
    const detail = page.getByRole('article', { name: KAIZEN.title });
    await detail.getByText('Wacht op besluit', { exact: true }).waitFor();
    await detail.getByText(KAIZEN.improvement).waitFor();
    expect(csp.scripts()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("Laravel's 422 is shown at the field it names", async () => {
    const { page, context, errors } = await openPage(browser());
    const form = await leadOnNewKaizenForm(page);
    // A seeded kaizen of Productie has this title; only the server knows (a unique rule).
    await fillKaizen(form, {
      Titel: 'Etiketten op de stellingen',
      'Huidige situatie': KAIZEN.problem,
      Verbetering: KAIZEN.improvement,
    });

    const saved = kaizenPost(page, /^\/api\/kaizen\/?$/);
    await form.getByRole('button', { name: 'Indienen' }).click();
    expect((await saved).status()).toBe(422);

    const title = form.getByRole('textbox', { name: 'Titel' });
    const message = form.getByText('Dit team heeft al een kaizen met deze titel.');
    await message.waitFor();
    await expect(title.getAttribute('aria-invalid')).resolves.toBe('true');
    const describedBy = (await title.getAttribute('aria-describedby')) ?? '';
    const messageId = await message.getAttribute('id');
    expect(describedBy.split(' ')).toContain(messageId);
    // Laravel 8's own summary is English; the screen must not show it.
    await expect(page.getByText('The given data was invalid.').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("an edit reaches Laravel's PUT route through method spoofing", async () => {
    const { page, context, errors } = await openPage(browser());
    const id = await kaizenId('Afvalbakken bij de inpaktafel');
    await signIn(page, 'lead@kaizen.demo', { from: `/login?redir_url=%2Fkaizen%2F${id}` });
    await page.waitForURL(`**/kaizen/${id}`);
    const article = page.getByRole('article', { name: 'Afvalbakken bij de inpaktafel' });
    await article.getByRole('link', { name: 'Bewerken' }).click();
    await page.waitForURL(`**/kaizen/${id}?edit=1`);
    // An edit asks for the improvement as the capture does.
    const improvement = page.getByRole('textbox', { name: 'Wat wilt u verbeteren?' });
    const changed = 'Twee afvalbakken op wieltjes, links en rechts van de tafel.';
    await improvement.fill(changed);

    const saved = kaizenPost(page, new RegExp(`^/api/kaizen/${id}$`));
    await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postData() ?? '').toMatch(/name="_method"\r\n\r\nPUT/);

    await page.getByRole('status').filter({ hasText: 'De wijzigingen zijn opgeslagen.' }).waitFor();
    await page
      .getByRole('article', { name: 'Afvalbakken bij de inpaktafel' })
      .getByText(changed)
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
