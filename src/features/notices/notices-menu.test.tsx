import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { recordRequests } from '@tests/utils/api';
import { currentPath, renderApp } from '@tests/utils/render-app';

const EMPLOYEE_ID = 4;
const LEAD_ID = 3;
const BY_EMPLOYEE = `GET /api/kaizen/by-user/${EMPLOYEE_ID}`;
const asEmployee = { as: 'employee', activeTeamId: 1 } as const;

const DAY = 86_400_000;

const ownOpenKaizen = () => {
  const kaizen = getDb().kaizens.find((k) => k.author_id === EMPLOYEE_ID && k.status === 'open');
  if (!kaizen) throw new Error('The employee has no open kaizen.');
  return kaizen;
};

/**
 * The decisions on the employee's kaizens in the last 30 days, as the demo holds them: each
 * approval or decline, and each share (one kaizen may bring both).
 */
const recentDecisions = () => {
  const recent = (iso: string | null) => Date.now() - Date.parse(iso ?? '') < 30 * DAY;
  const own = getDb().kaizens.filter((k) => k.author_id === EMPLOYEE_ID);
  return [
    ...own.filter(
      (k) => (k.status === 'approved' || k.status === 'declined') && recent(k.decided_at),
    ),
    ...own.filter((k) => k.shared && recent(k.updated_at)),
  ];
};

/** Every decision in the demo is old news: nothing unread on a new device. */
const onlyOldDecisions = () => {
  for (const k of getDb().kaizens) {
    const old = new Date(Date.now() - 60 * DAY).toISOString();
    if (k.decided_at) Object.assign(k, { decided_at: old, updated_at: old });
  }
};

/**
 * The first answer has been kept, and the bell is there: the home page reads the same list and
 * may keep it first, before the bell's code (fetched after the first paint) has come.
 */
const baselineOf = async (userId: number) => {
  await waitFor(() => expect(localStorage.getItem(`qek_notices_${userId}`)).not.toBeNull());
  await screen.findByRole('button', { name: /^Meldingen/ });
};

/** The window gets the focus back: the app asks for the user's kaizens again. */
const comeBack = () =>
  act(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });

describe('what happened to my kaizens', () => {
  test('a device new to her shows the decisions on her kaizens of the last 30 days', async () => {
    const recent = recentDecisions();
    expect(recent.length).toBeGreaterThan(0);
    const requests = recordRequests();
    const { user } = await renderApp('/home', asEmployee);
    await baselineOf(EMPLOYEE_ID);

    const bell = await screen.findByRole('button', {
      name: `Meldingen, ${recent.length} nieuwe`,
    });
    expect(requests.to(BY_EMPLOYEE)).not.toHaveLength(0);
    await user.click(bell);
    const menu = within(bell.closest('.notices-menu') as HTMLElement);
    for (const kaizen of new Set(recent)) {
      const items = await menu.findAllByRole('link', { name: new RegExp(kaizen.title) });
      expect(items).toHaveLength(recent.filter((k) => k === kaizen).length);
    }
  });

  test('decisions older than 30 days are not news on a new device', async () => {
    onlyOldDecisions();
    await renderApp('/home', asEmployee);

    await baselineOf(EMPLOYEE_ID);
    expect(screen.getByRole('button', { name: 'Meldingen, geen nieuwe' })).toBeVisible();
  });

  test("the lead's decline shows as one unread for its author, with the reason; opening it reads it and focuses its heading", async () => {
    onlyOldDecisions();
    const kaizen = ownOpenKaizen();
    const requests = recordRequests();
    const { user, router } = await renderApp('/home', asEmployee);
    await baselineOf(EMPLOYEE_ID);

    Object.assign(kaizen, {
      status: 'declined',
      decline_reason: 'Past niet in het budget van dit jaar.',
      decided_at: new Date().toISOString(),
    });
    const asked = requests.next(BY_EMPLOYEE);
    comeBack();
    await asked;

    const bell = await screen.findByRole('button', { name: 'Meldingen, 1 nieuwe' });
    await user.click(bell);
    const menu = within(bell.closest('.notices-menu') as HTMLElement);
    const item = await menu.findByRole('link', { name: new RegExp(kaizen.title) });
    expect(item).toHaveTextContent('Afgewezen');
    expect(item).toHaveTextContent('Reden: Past niet in het budget van dit jaar.');

    await user.click(item);

    await waitFor(() => expect(currentPath(router)).toBe(`/my-kaizen/${kaizen.id}`));
    const opened = await screen.findByRole('heading', { level: 1, name: kaizen.title });
    expect(opened).toBeVisible();
    // The focus goes with her to the kaizen, not back to the bell.
    await waitFor(() => expect(opened).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Meldingen, geen nieuwe' })).toBeVisible();
  });

  test('each user has their own record: the next user never sees what was news for the last', async () => {
    onlyOldDecisions();
    const kaizen = ownOpenKaizen();
    const requests = recordRequests();
    const first = await renderApp('/home', asEmployee);
    await baselineOf(EMPLOYEE_ID);
    Object.assign(kaizen, { status: 'approved', decided_at: new Date().toISOString() });
    const asked = requests.next(BY_EMPLOYEE);
    comeBack();
    await asked;
    await screen.findByRole('button', { name: 'Meldingen, 1 nieuwe' });
    first.unmount();

    // The lead signs in on the same device: a baseline of their own, nothing of the employee's.
    const lead = await renderApp('/home', { as: 'lead' });
    await baselineOf(LEAD_ID);
    const bell = screen.getByRole('button', { name: 'Meldingen, geen nieuwe' });
    await lead.user.click(bell);
    expect(await screen.findByText('Geen nieuwe besluiten over uw kaizens.')).toBeVisible();
    const menu = within(bell.closest('.notices-menu') as HTMLElement);
    expect(menu.queryByRole('link', { name: new RegExp(kaizen.title) })).toBeNull();
    lead.unmount();

    // Back to the employee: the decision still waits for them.
    await renderApp('/home', asEmployee);
    expect(await screen.findByRole('button', { name: 'Meldingen, 1 nieuwe' })).toBeVisible();
  });
});
