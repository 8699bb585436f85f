import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { outsideAct } from '@tests/utils/outside-act';
import { currentPath, renderApp } from '@tests/utils/render-app';
import { recordTextLookups } from '@tests/utils/text-lookups';

const newKaizenInTopBar = () =>
  within(screen.getByRole('banner')).queryByRole('link', { name: 'Nieuwe kaizen' });

describe('"Nieuwe kaizen" in the top bar', () => {
  test.each([
    ['/home', 'Dashboard'],
    ['/kaizen/approved', 'Goedgekeurde kaizens'],
    ['/my-kaizens', 'Mijn kaizens'],
    ['/help/faq', 'Veelgestelde vragen'],
  ])('an employee on %s opens the form with one tap', async (path, heading) => {
    const { user, router } = await renderApp(path, { as: 'employee', activeTeamId: 1 });
    await screen.findByRole('heading', { name: heading, level: 1 });

    const action = newKaizenInTopBar();
    expect(action).toBeVisible();
    await user.click(action as HTMLElement);

    expect(await screen.findByRole('heading', { name: 'Nieuwe kaizen', level: 1 })).toBeVisible();
    expect(currentPath(router)).toBe('/kaizen');
  });

  test("the form, its code at hand, is on screen as the tap's event ends: drawn in its task", async () => {
    const { user } = await renderApp('/kaizen', { as: 'employee', activeTeamId: 1 });
    await screen.findByRole('heading', { name: 'Nieuwe kaizen', level: 1 });
    await user.click(screen.getAllByRole('link', { name: 'Dashboard' })[0]);
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });

    outsideAct(() => (newKaizenInTopBar() as HTMLElement).click());

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nieuwe kaizen');
    expect(await screen.findByRole('heading', { name: 'Nieuwe kaizen', level: 1 })).toBeVisible();
  });

  test("the tap's task draws the form, not the bell or the profile menu beside it", async () => {
    const { user } = await renderApp('/kaizen', { as: 'employee', activeTeamId: 1 });
    await screen.findByRole('heading', { name: 'Nieuwe kaizen', level: 1 });
    await user.click(screen.getAllByRole('link', { name: 'Dashboard' })[0]);
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    await screen.findByRole('button', { name: /meldingen/i });
    const lookedUp = recordTextLookups();

    outsideAct(() => (newKaizenInTopBar() as HTMLElement).click());

    const keys = lookedUp();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nieuwe kaizen');
    // The bell's count is asked for with every drawing of it.
    expect(keys).not.toContain('notices.toggle');
    // Nor the profile's menu, closed on the bar and in the drawer.
    expect(keys).not.toContain('topbar.my_kaizens');
  });

  test('tapped on the form itself, it takes the place of the entry on screen, as any link to it does', async () => {
    const { user, router } = await renderApp('/kaizen', { as: 'employee', activeTeamId: 1 });
    await screen.findByRole('heading', { name: 'Nieuwe kaizen', level: 1 });

    await user.click(newKaizenInTopBar() as HTMLElement);

    expect(router.state.historyAction).toBe('REPLACE');
    expect(currentPath(router)).toBe('/kaizen');
  });

  test("is not there for a user without 'create kaizen'", async () => {
    const employee = getDb().roles.find((role) => role.name === 'employee');
    if (employee) employee.permissions = ['view about', 'view faq'];

    await renderApp('/home', { as: 'employee', activeTeamId: 1 });
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });

    expect(newKaizenInTopBar()).not.toBeInTheDocument();
  });
});
