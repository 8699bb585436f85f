import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { announceSession } from '@/lib/device-session';
import { keptWorkOf } from '@/lib/kept-work';
import { screenWith } from '@/lib/kept-work-test-utils';
import { handParser } from '@/api/parsers';
import { useSessionStore } from '@/stores/session-store';
import { answer } from '@tests/utils/api';
import { documentLoads } from '@tests/utils/document-loads';
import { currentPath, renderApp } from '@tests/utils/render-app';

/** Another tab of the origin signs in (`user`) or out (null), as the browser reports it here. */
function otherTabSignsAs(user: number | null) {
  const value = JSON.stringify({ mark: `other-${String(user)}`, user });
  localStorage.setItem('qek_session', value);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'qek_session', newValue: value }));
  });
}

/** The back/forward cache shows this page again. */
function restoredFromCache() {
  act(() => {
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
  });
}

const veiled = () => document.documentElement.classList.contains('qek-veiled');
const anyText = handParser((value) => value, 'anything');

describe('one person per device', () => {
  test('a sign-out in another tab starts this one again at the login page, keeping its input', async () => {
    const { router } = await renderApp('/help/faq', { as: 'lead' });
    await screen.findByRole('heading', { level: 1 });
    const lead = useSessionStore.getState().user;
    screenWith('probe', () => 'typed here');
    // The other tab's sign-out ended the server's session.
    answer('get', '/verified', false);

    otherTabSignsAs(null);

    await waitFor(() => expect(documentLoads).toEqual(['/login']));
    await screen.findByRole('heading', { name: 'Inloggen' });
    expect(currentPath(router)).toBe('/login');
    expect(keptWorkOf(lead?.id ?? -1, 'probe', anyText)).toBe('typed here');
    // The form went away without a word from this tab: its login page says why.
    expect(
      screen.getByText(
        'U bent uitgelogd in een ander tabblad van deze browser. Wat u hier aan het invullen was, komt terug zodra u weer inlogt.',
      ),
    ).toBeVisible();
  });

  test("another person's sign-in starts this one again as them", async () => {
    await renderApp('/help/faq', { as: 'lead' });
    await screen.findByRole('heading', { level: 1 });

    otherTabSignsAs(9999);

    await waitFor(() => expect(documentLoads).toEqual(['/home']));
  });

  test('the same person signing in again elsewhere leaves this tab as it is', async () => {
    await renderApp('/help/faq', { as: 'lead' });
    await screen.findByRole('heading', { level: 1 });

    otherTabSignsAs(useSessionStore.getState().user?.id ?? null);

    expect(documentLoads).toEqual([]);
  });

  test('a page restored from the back/forward cache after a sign-out elsewhere starts again', async () => {
    await renderApp('/help/faq', { as: 'lead' });
    await screen.findByRole('heading', { level: 1 });
    // Written while this page was frozen: no storage event reached it.
    localStorage.setItem('qek_session', JSON.stringify({ mark: 'later', user: null }));

    restoredFromCache();

    await waitFor(() => expect(documentLoads).toEqual(['reload']));
  });

  test('a restored page shows again only once the server still knows its user', async () => {
    await renderApp('/help/faq', { as: 'lead' });
    await screen.findByRole('heading', { level: 1 });
    announceSession(useSessionStore.getState().user?.id ?? null);
    const verified = answer('get', '/verified', true);

    restoredFromCache();

    expect(veiled()).toBe(true);
    await waitFor(() => expect(veiled()).toBe(false));
    expect(verified.all).toHaveLength(1);
    expect(documentLoads).toEqual([]);
  });

  test('a restored page whose session the server ended starts again', async () => {
    await renderApp('/help/faq', { as: 'lead' });
    await screen.findByRole('heading', { level: 1 });
    announceSession(useSessionStore.getState().user?.id ?? null);
    answer('get', '/verified', false);

    restoredFromCache();

    await waitFor(() => expect(documentLoads).toEqual(['reload']));
  });
});
