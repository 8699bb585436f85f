import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { loadLanguageFile } from '@/i18n/language-files';
import { loadDeadline } from '@/utils/load-once';
import { TIMEOUTS } from '@tests/timeouts';
import { renderApp } from '@tests/utils/render-app';
import { reloader } from './page-code';
import { signedInPages } from './signed-in-pages';

const productDeadline = loadDeadline.ms;
afterEach(() => {
  loadDeadline.ms = productDeadline;
  vi.restoreAllMocks();
});

/**
 * Signed in on another help page (the layout's code loaded in its own time), then the deadline
 * shortened so the test does not sit through the product's, and on to the FAQ.
 */
async function openFaqWithShortDeadline() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // The FAQ page's code is asked for and never arrives, as on a connection that stalls
  // mid-chunk (the browser has no timeout of its own for `import()`).
  const code = signedInPages.code.bind(signedInPages);
  vi.spyOn(signedInPages, 'code').mockImplementation((page) =>
    page === 'help-faq' ? new Promise(() => undefined) : code(page),
  );
  const reload = vi.spyOn(reloader, 'go').mockImplementation(() => undefined);
  reload.mockClear();
  const { router } = await renderApp('/help/about', { as: 'lead' });
  await screen.findByRole('heading', { level: 1, name: 'Over de app' });
  // The FAQ's language file is in before the deadline is short: only its code stalls.
  await loadLanguageFile('help.faq', 'nl');
  loadDeadline.ms = 300;
  // Not awaited: the navigation waits for code that never comes.
  act(() => void router.navigate('/help/faq'));
  return { reload };
}

describe('a page whose code never arrives: the spinner ends', () => {
  test('the stall loads the page afresh, as a failed load does; stalled again, a message and a retry', async () => {
    const first = await openFaqWithShortDeadline();
    await vi.waitFor(
      () => expect(first.reload).toHaveBeenCalledWith(`${location.origin}/help/faq`),
      { timeout: TIMEOUTS.condition },
    );

    // The page loaded afresh (a new document: the mark the first stall left is all it keeps).
    cleanup();
    const second = await openFaqWithShortDeadline();
    await vi.waitFor(
      () => expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible(),
      { timeout: TIMEOUTS.condition },
    );
    expect(
      screen.getByText('Er ging iets mis aan onze kant. Probeer het straks opnieuw.'),
    ).toBeVisible();
    expect(second.reload).not.toHaveBeenCalled();
  });
});
