import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { chooseBoardScreen, isBoardScreen, rememberBoardTeam } from '@/lib/board-screen';
import { chooseDeviceMode } from '@/lib/shared-device';
import { useSessionStore } from '@/stores/session-store';
import { documentLoads } from '@tests/utils/document-loads';
import { currentPath, renderApp } from '@tests/utils/render-app';

// A screen on the shop floor (board mode, src/lib/board-screen.ts): an ordinary account signed in
// on a device that opens team boards only, until someone signs it out.

const boardShown = () => screen.findByRole('heading', { level: 1, name: 'Productie' });

describe('a board screen', () => {
  test('every other page leads to the board it shows, the last team shown first', async () => {
    chooseBoardScreen(true);
    const { router } = await renderApp('/home', { as: 'lead' });
    await boardShown();
    // No active team needed: the lead's is Productie, so that is the board until one is shown.
    expect(currentPath(router)).toBe('/board?team=1');
    expect(screen.queryByRole('navigation', { name: 'Hoofdnavigatie' })).toBeNull();

    for (const page of ['/kaizen/approved', '/profile', '/team-select', '/kaizen/12']) {
      await act(() => router.navigate(page));
      expect(currentPath(router)).toBe('/board?team=1');
    }
    rememberBoardTeam(5);
    await act(() => router.navigate('/help/faq'));
    expect(currentPath(router)).toBe('/board?team=5');
  });

  test('the team shown is remembered on the device for the next start', async () => {
    chooseBoardScreen(true);
    const { router } = await renderApp('/board?team=2', { as: 'admin' });
    await screen.findByRole('heading', { level: 1, name: 'Logistiek' });
    await act(() => router.navigate('/home'));
    expect(currentPath(router)).toBe('/board?team=2');
  });

  test('an ordinary device opens a board and every other page alike', async () => {
    const { router } = await renderApp('/board?team=1', { as: 'lead' });
    await boardShown();
    await act(() => router.navigate('/help/faq'));
    expect(currentPath(router)).toBe('/help/faq');
    expect(isBoardScreen()).toBe(false);
  });

  test('is never signed out for idleness, not even where the device was shared before', async () => {
    chooseDeviceMode(2);
    chooseBoardScreen(true);
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await renderApp('/board?team=1', { as: 'lead' });
    await boardShown();

    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(documentLoads).toEqual([]);
    expect(useSessionStore.getState().user?.name).toBe('Lars Jansen');
  });

  test('a sign-out, the one way out, ends board mode', async () => {
    chooseBoardScreen(true);
    const { user } = await renderApp('/board?team=1', { as: 'lead' });
    await boardShown();

    await user.click(screen.getByRole('button', { name: 'Uitloggen' }));

    await waitFor(() => expect(documentLoads).toEqual(['/login']));
    expect(isBoardScreen()).toBe(false);
  });
});
