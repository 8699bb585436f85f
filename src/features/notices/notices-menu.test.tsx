import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { recordRequests } from '@tests/utils/api';
import { currentPath, renderApp } from '@tests/utils/render-app';

const EMPLOYEE_ID = 4;
const LEAD_ID = 3;
const BY_EMPLOYEE = `GET /api/kaizen/by-user/${EMPLOYEE_ID}`;
const asEmployee = { as: 'employee', activeTeamId: 1 } as const;

const ownOpenKaizen = () => {
  const kaizen = getDb().kaizens.find((k) => k.author_id === EMPLOYEE_ID && k.status === 'open');
  if (!kaizen) throw new Error('The employee has no open kaizen.');
  return kaizen;
};

/** The first answer is kept as the baseline. */
const baselineOf = (userId: number) =>
  waitFor(() => expect(localStorage.getItem(`qek_notices_${userId}`)).not.toBeNull());

/** The window gets the focus back: the app asks for the user's kaizens again. */
const comeBack = () =>
  act(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });

describe('what happened to my kaizens', () => {
  test('a user new on this device starts with nothing unread', async () => {
    const requests = recordRequests();
    await renderApp('/home', asEmployee);

    await baselineOf(EMPLOYEE_ID);
    expect(requests.to(BY_EMPLOYEE)).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Meldingen, geen nieuwe' })).toBeVisible();
  });

  test("the lead's decline shows as one unread for its author, with the reason; opening it reads it", async () => {
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
    expect(await screen.findByRole('heading', { level: 1, name: kaizen.title })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Meldingen, geen nieuwe' })).toBeVisible();
  });

  test('each user has their own record: the next user never sees what was news for the last', async () => {
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
