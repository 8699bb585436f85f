import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { chooseDeviceMode } from '@/lib/shared-device';
import { openUnsentWork } from '@/kaizens/unsent/unsent-work';
import { DEMO_PASSWORD } from '@/mocks/db/seed-org';
import { useAdminStorage } from '@/stores/admin-storage-store';
import { useSessionStore } from '@/stores/session-store';
import { recordRequests } from '@tests/utils/api';
import { documentLoads } from '@tests/utils/document-loads';
import { renderApp } from '@tests/utils/render-app';

const TITLE = 'Etiketten op de stellingen';
const MINUTE = 60_000;

/** The lead's app on a device shared with an idle time of two minutes, on a clock the test moves. */
async function sharedTablet(path = '/home') {
  chooseDeviceMode(2);
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const view = await renderApp(path, { as: 'lead' });
  await screen.findByRole('navigation', { name: 'Hoofdnavigatie' });
  return view;
}

describe('idle sign-out on a shared device', () => {
  test('a countdown warns in the last minute; "Ik ben er nog" starts the idle time again', async () => {
    const { user } = await sharedTablet();

    await vi.advanceTimersByTimeAsync(MINUTE - 1_000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await vi.advanceTimersByTimeAsync(2_000);
    const dialog = await screen.findByRole('alertdialog', { name: 'Bent u er nog?' });
    expect(dialog).toHaveAccessibleDescription(/wordt u over 0:5\d automatisch uitgelogd\./);
    const stillHere = screen.getByRole('button', { name: 'Ik ben er nog' });
    await waitFor(() => expect(stillHere).toHaveFocus());
    // Read out when it opens and at fixed marks, not every second.
    const spoken = dialog.querySelector('[aria-live="polite"]');
    expect(spoken).toHaveTextContent('Nog 60 seconden tot u automatisch wordt uitgelogd.');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(spoken).toHaveTextContent('Nog 60 seconden');
    expect(dialog).toHaveAccessibleDescription(/0:5\d/);

    await user.click(stillHere);

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Two minutes again from the answer: no warning a minute after it.
    await vi.advanceTimersByTimeAsync(MINUTE - 5_000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(documentLoads).toEqual([]);
  });

  test.each([
    ['"Ik ben er nog"', 'click'],
    ['Escape', 'escape'],
  ] as const)('after %s the focus is back in the field being typed in', async (_, how) => {
    const { user } = await sharedTablet('/kaizen');
    const field = await screen.findByLabelText('Wat wilt u verbeteren?');
    await user.type(field, 'Een haak');

    await vi.advanceTimersByTimeAsync(MINUTE + 1_000);
    const stillHere = await screen.findByRole('button', { name: 'Ik ben er nog' });
    await waitFor(() => expect(stillHere).toHaveFocus());
    if (how === 'click') await user.click(stillHere);
    else await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(field).toHaveFocus();
  });

  test('activity in another tab ends the countdown here', async () => {
    await sharedTablet();
    await vi.advanceTimersByTimeAsync(MINUTE + 5_000);
    await screen.findByRole('alertdialog', { name: 'Bent u er nog?' });

    localStorage.setItem('qek_last_activity', String(Date.now()));
    window.dispatchEvent(new StorageEvent('storage', { key: 'qek_last_activity' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  test('when the time is up it signs out as the menu does, with the work sealed, whatever the pointer did during the countdown', async () => {
    await openUnsentWork(3, DEMO_PASSWORD, { keepKey: true });
    useAdminStorage.getState().setKaizenForm({
      drafts: [{ userId: 3, kaizenId: null, values: { title: TITLE }, savedAt: null }],
    });
    await sharedTablet();
    const requests = recordRequests();
    await vi.advanceTimersByTimeAsync(MINUTE + 1_000);
    await screen.findByRole('alertdialog', { name: 'Bent u er nog?' });

    // A hand passing over the tablet is not an answer: only "Ik ben er nog" is.
    fireEvent.pointerMove(document.body);
    fireEvent.pointerDown(document.body);
    fireEvent.wheel(document.body);
    fireEvent.touchStart(document.body);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(screen.getByRole('alertdialog', { name: 'Bent u er nog?' })).toBeVisible();
    await vi.advanceTimersByTimeAsync(MINUTE - 3_000);

    await waitFor(() => expect(documentLoads).toEqual(['/login']));
    expect(requests.lines()).toContain('GET /logout');
    expect(useSessionStore.getState().user).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain(TITLE);
    await screen.findByText('U bent automatisch uitgelogd na 2 minuten zonder activiteit.');
  });

  test('a personal device never signs out by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderApp('/home', { as: 'lead' });
    await screen.findByRole('navigation', { name: 'Hoofdnavigatie' });

    await vi.advanceTimersByTimeAsync(60 * MINUTE);

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(documentLoads).toEqual([]);
  });
});
