import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { holdFrames } from '@tests/utils/paint';
import { renderApp } from '@tests/utils/render-app';

/** From the dashboard to the approved list through the menu, the frames held from then on. */
async function toApprovedFramesHeld() {
  const { user } = await renderApp('/home', { as: 'lead' });
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  const { paint } = holdFrames();
  const nav = screen.getByRole('navigation', { name: /hoofdmenu|navigatie/i });
  await user.click(within(nav).getByRole('link', { name: 'Goedgekeurd' }));
  const heading = await screen.findByRole('heading', { level: 1, name: 'Goedgekeurde kaizens' });
  return { paint, heading, user };
}

describe('a page change is told to everyone', () => {
  test('the tab title names the page, and focus moves to its heading', async () => {
    const { user } = await renderApp('/home', { as: 'lead' });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(document.title).toBe('Dashboard · Quick & Easy Kaizen'));

    const nav = screen.getByRole('navigation', { name: /hoofdmenu|navigatie/i });
    await user.click(within(nav).getByRole('link', { name: 'Goedgekeurd' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Goedgekeurde kaizens' });
    await waitFor(() => expect(document.title).toBe('Goedgekeurde kaizens · Quick & Easy Kaizen'));
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText('Goedgekeurde kaizens · Quick & Easy Kaizen', { selector: '[aria-live]' }),
    ).toBeInTheDocument();
  });

  test("focus moves after the new page's first frame, not in the task that draws it", async () => {
    const { paint, heading } = await toApprovedFramesHeld();
    expect(heading).not.toHaveFocus();

    await paint();
    await waitFor(() => expect(heading).toHaveFocus());
  });

  test('a tap on the new page before its first frame was painted keeps the focus there', async () => {
    const { paint, heading, user } = await toApprovedFramesHeld();
    const field = within(screen.getByRole('main')).getAllByRole('combobox')[0];
    await user.click(field);

    await paint();
    await waitFor(() => expect(document.title).toBe('Goedgekeurde kaizens · Quick & Easy Kaizen'));
    expect(field).toHaveFocus();
    expect(heading).not.toHaveFocus();
  });

  test('the first page of a visit keeps the focus where the browser put it', async () => {
    await renderApp('/kaizen/approved', { as: 'lead' });
    await screen.findByRole('heading', { level: 1, name: 'Goedgekeurde kaizens' });
    await waitFor(() => expect(document.title).toBe('Goedgekeurde kaizens · Quick & Easy Kaizen'));
    expect(document.body).toHaveFocus();
  });
});
