import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { answer } from '@tests/utils/api';
import { documentLoads } from '@tests/utils/document-loads';
import { renderLayout, resetLayoutState, signInAs } from './layout-test-utils';

const teamLead = { all_permissions: ['view team', 'move kaizen'] };

/** Opens the menu and returns queries limited to it (the panel labelled by its toggle). */
async function openMenu() {
  const toggle = screen.getByRole('button', { name: 'Profielmenu van Anna de Vries' });
  await userEvent.click(toggle);
  const panel = document.querySelector<HTMLElement>(`[aria-labelledby="${toggle.id}"]`);
  if (!panel) throw new Error('the profile menu did not open');
  return within(panel);
}

beforeEach(resetLayoutState);

describe('profile menu', () => {
  test('shows the user and leads to the profile', async () => {
    signInAs({ picture_src: '/storage/pictures/anna.jpg' });
    const { router } = renderLayout();
    const toggle = screen.getByRole('button', { name: 'Profielmenu van Anna de Vries' });
    expect(toggle).toHaveTextContent('Anna de Vries');
    // Cut with an ellipsis only on a full bar; pointing at it then shows the name whole.
    expect(toggle).toHaveAttribute('title', 'Anna de Vries');
    expect(toggle.querySelector('img')).toHaveAttribute('src', '/storage/pictures/anna.jpg');

    await userEvent.click((await openMenu()).getByRole('link', { name: 'Profiel' }));

    expect(router.state.location.pathname).toBe('/profile');
  });

  test("switches between 'my kaizens' and 'all kaizens'", async () => {
    signInAs();
    const { router } = renderLayout(['/home']);

    await userEvent.click((await openMenu()).getByRole('link', { name: 'Mijn kaizens' }));
    expect(router.state.location.pathname).toBe('/my-kaizens');

    const menu = await openMenu();
    expect(menu.queryByRole('link', { name: 'Mijn kaizens' })).not.toBeInTheDocument();
    await userEvent.click(menu.getByRole('link', { name: 'Alle kaizens' }));
    expect(router.state.location.pathname).toBe('/home');
  });

  test("with 'move kaizen' it leads to the active team's approved list, where kaizens are chosen", async () => {
    const lead = signInAs(teamLead);
    renderLayout(['/home']);

    const link = (await openMenu()).getByRole('link', { name: 'Meerdere kaizens verplaatsen' });
    expect(link).toHaveAttribute('href', `/kaizen/approved?team=${lead.active_team?.id}`);
  });

  test('offers no bulk move without the permission or without an active team', async () => {
    signInAs({ all_permissions: ['create kaizen'] });
    const { unmount } = renderLayout();
    expect((await openMenu()).queryByText('Meerdere kaizens verplaatsen')).toBeNull();
    unmount();

    signInAs({ ...teamLead, active_team: null });
    renderLayout(['/user']);
    expect((await openMenu()).queryByText('Meerdere kaizens verplaatsen')).toBeNull();
  });

  test('logout ends the session on the server and lands on the login page', async () => {
    signInAs();
    const received = answer('get', '/logout', {});
    renderLayout();

    await userEvent.click((await openMenu()).getByRole('button', { name: 'Uitloggen' }));

    // A new document at /login: nothing of this user stays in memory.
    await waitFor(() => expect(documentLoads).toEqual(['/login']));
    expect(received.all).toHaveLength(1);
    expect(useSessionStore.getState().user).toBeNull();
  });
});
