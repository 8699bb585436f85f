import { describe, expect, test } from 'vitest';
import { newPage, sharedBrowser, signIn } from './support/browser';
import { fillKaizen, kaizensOnServer, openSubmittedKaizen } from './support/kaizens';

// Laravel Valet and Herd serve `*.test` over plain HTTP, and a LAN address is plain HTTP too:
// not a secure context, so the browser leaves out what exists only there (crypto.randomUUID).
const HOST = 'kaizen.test';

const browser = sharedBrowser({ hosts: [HOST] });

describe('on a plain-HTTP host that is not localhost', () => {
  test('signing in and saving a kaizen work', async () => {
    const { page, context, errors } = await newPage(browser(), { host: HOST });
    await signIn(page, 'lead@kaizen.demo');
    expect(new URL(page.url()).host).toContain(HOST);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);

    await page.goto('/kaizen');
    const form = page.getByRole('region', { name: 'Nieuwe kaizen' });
    await fillKaizen(form, {
      Titel: 'Pallets op de juiste plek',
      'Huidige situatie': 'Ze staan in de weg.',
      Verbetering: 'Een vak op de vloer.',
    });
    await form.getByRole('button', { name: 'Indienen' }).click();

    await openSubmittedKaizen(page);
    expect(await kaizensOnServer(page, 'Pallets op de juiste plek')).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
