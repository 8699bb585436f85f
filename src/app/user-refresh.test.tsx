import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';
import { REFRESH_AFTER_HIDDEN_MS } from '@/lib/session-watch';

const LEAD_EMAIL = 'lead@kaizen.demo';

/** An admin elsewhere takes the lead's teamleader role away: only the employee role is left. */
function demoteLead() {
  const db = getDb();
  const employee = db.roles.find((role) => role.name === 'employee');
  const lead = db.users.find((user) => user.email === LEAD_EMAIL);
  if (!employee || !lead) throw new Error('seed changed');
  lead.role_ids = [employee.id];
}

const navigation = () => screen.getByRole('navigation', { name: 'Hoofdnavigatie' });

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  visibility = 'visible';
  vi.restoreAllMocks();
});

describe('the user is refreshed so menus and buttons follow role changes', () => {
  test('after a 403 the user is refreshed and the buttons the role gave go away', async () => {
    // Someone else's: nobody decides on their own kaizen (four eyes).
    const open = getDb().kaizens.find(
      (k) => k.team_id === 1 && k.status === 'open' && k.author_id !== 3,
    );
    if (!open) throw new Error('seed changed');
    const { user } = await renderApp(`/kaizen/${open.id}`, { as: 'lead' });
    const approve = await screen.findByRole('button', { name: 'Goedkeuren' });
    demoteLead();
    const sent = recordRequests();

    await user.click(approve);

    // The approval is sent once its undo time is over; its 403 brings the refresh.
    await waitFor(() => expect(sent.to('GET /api/user/refresh')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Afwijzen' })).not.toBeInTheDocument(),
    );
    expect(
      screen.queryByRole('button', { name: /Goedkeuren|goedgekeurd/ }),
    ).not.toBeInTheDocument();
    expect(within(navigation()).queryByRole('link', { name: 'Teams' })).not.toBeInTheDocument();
  });

  test('a tab shown again after more than five minutes refreshes the user', async () => {
    await renderApp('/help/faq', { as: 'lead' });
    await screen.findByRole('navigation', { name: 'Hoofdnavigatie' });
    await within(navigation()).findByRole('link', { name: 'Teams' });
    demoteLead();
    const sent = recordRequests();
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);

    setVisibility('hidden');
    clock.mockReturnValue(now + REFRESH_AFTER_HIDDEN_MS + 1_000);
    act(() => setVisibility('visible'));

    await waitFor(() =>
      expect(within(navigation()).queryByRole('link', { name: 'Teams' })).not.toBeInTheDocument(),
    );
    expect(sent.to('GET /api/user/refresh')).toHaveLength(1);
  });

  test('a short absence does not call the server', async () => {
    await renderApp('/help/faq', { as: 'lead' });
    await screen.findByRole('navigation', { name: 'Hoofdnavigatie' });
    await within(navigation()).findByRole('link', { name: 'Teams' });
    const sent = recordRequests();
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);

    setVisibility('hidden');
    clock.mockReturnValue(now + 60_000);
    act(() => setVisibility('visible'));

    expect(sent.to('GET /api/user/refresh')).toHaveLength(0);
    expect(within(navigation()).getByRole('link', { name: 'Teams' })).toBeInTheDocument();
  });
});
