import { describe, expect, test } from 'vitest';
import { sharedBrowser, signIn } from '../e2e/support/browser';
import { openPage, resetLaravel, slowNextRequest } from './support/laravel';

const browser = sharedBrowser({ reset: resetLaravel });

// The reference app runs PHP's server with workers (requests side by side, as under Apache or
// php-fpm) and Laravel's file sessions, which a request writes back whole when it ends.
describe('session writes against a server that runs requests side by side', () => {
  test('a language switch made while a slow read is under way is not undone by that read', async () => {
    const { page, context, errors } = await openPage(browser());
    await signIn(page, 'lead@kaizen.demo', { from: '/login?redir_url=%2Fhome' });
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    await slowNextRequest('api/kaizen/table/approved', 1500);
    const isSlowRead = (url: string) => url.endsWith('/api/kaizen/table/approved');
    const slowRead = page.waitForRequest((request) => isSlowRead(request.url()));
    const slowAnswer = page.waitForResponse((response) => isSlowRead(response.url()));
    await page.getByRole('link', { name: 'Goedgekeurd', exact: true }).first().click();
    await slowRead;
    await page.getByRole('button', { name: 'Wissel naar English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Approved kaizens' }).waitFor();
    await slowAnswer;

    // What the server session holds once the slow read has written its copy back.
    const session = await page.evaluate(async () => {
      const answer = await fetch('/__test/session', { headers: { Accept: 'application/json' } });
      return (await answer.json()) as { locale: string | null };
    });
    expect(session.locale).toBe('en');
    expect(errors).toEqual([]);
    await context.close();
  });
});
