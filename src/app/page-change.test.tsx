import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import { server } from '@/mocks/server';
import { renderApp } from '@tests/utils/render-app';

/** Holds the answers to GET `path` until `release` is called; the demo backend answers then. */
function holdAnswers(path: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(path, async () => {
      await held;
      return undefined;
    }),
  );
  return release;
}

describe('a page change while the next page loads', () => {
  test('the page on screen stays, with the progress bar, until the next one is ready', async () => {
    const { user } = await renderApp('/help/faq', { as: 'lead' });
    const faq = await screen.findByRole('heading', { level: 1, name: 'Veelgestelde vragen' });
    const release = holdAnswers('*/api/language/kaizen.index');
    const nav = screen.getByRole('navigation', { name: 'Hoofdnavigatie' });

    await user.click(within(nav).getByRole('link', { name: 'Goedgekeurd' }));

    expect(await screen.findByRole('progressbar', { name: 'Laden...' })).toBeVisible();
    expect(faq).toBeVisible();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Goedgekeurde kaizens' }),
    ).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Laden...' })).not.toBeInTheDocument();
    expect(faq).not.toBeInTheDocument();
  });
});
