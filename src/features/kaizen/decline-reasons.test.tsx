import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { KAIZEN_LIMITS } from '@/api/schemas/kaizen';
import { getDb } from '@/mocks/db/store';
import { ACCOUNTS } from '@/mocks/testing';
import { answer, recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';
import { fill, openKaizenInTeam1, resetAdminStorage } from './kaizen-form-test-utils';

beforeEach(resetAdminStorage);

async function openDeclineDialog(locale: 'nl' | 'en' = 'nl') {
  const requests = recordRequests();
  const open = openKaizenInTeam1();
  // The language is the user's own (the server's user.locale), whatever the browser says.
  const lead = getDb().users.find((row) => row.email === ACCOUNTS.lead);
  if (lead) lead.locale = locale;
  const { user } = await renderApp(`/kaizen/${open.id}`, { as: 'lead', locale });
  const [decline, title] =
    locale === 'nl' ? ['Afwijzen', 'Kaizen afwijzen'] : ['Decline', 'Decline kaizen'];
  await user.click(await screen.findByRole('button', { name: decline }));
  const dialog = await screen.findByRole('dialog', { name: title });
  const sent = () => requests.onPath('POST', `/api/kaizen/${open.id}/decline`);
  return { user, dialog, open, sent };
}

describe('preset decline reasons', () => {
  test('a chip writes its reason into the text, and the text as edited is what is sent', async () => {
    const { user, dialog, sent } = await openDeclineDialog();
    const reason = within(dialog).getByRole('textbox', { name: 'Reden' });
    const chips = within(dialog).getByRole('group', { name: 'Veelvoorkomende redenen' });
    const duplicate = within(chips).getByRole('button', { name: 'Al eerder voorgesteld' });
    expect(duplicate).toHaveAttribute('aria-pressed', 'false');

    await user.click(duplicate);
    await user.click(within(chips).getByRole('button', { name: 'Niet uitvoerbaar' }));

    expect(reason).toHaveValue('Al eerder voorgesteld. Niet uitvoerbaar.');
    expect(duplicate).toHaveAttribute('aria-pressed', 'true');
    expect(within(chips).getByRole('button', { name: 'Niet uitvoerbaar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await fill(user, reason, ' Zie kaizen 12 van maart.');
    await user.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));

    expect(await screen.findByText('De kaizen is afgewezen.')).toBeVisible();
    expect(sent()).toHaveLength(1);
    expect(await sent()[0].json()).toEqual({
      reason: 'Al eerder voorgesteld. Niet uitvoerbaar. Zie kaizen 12 van maart.',
    });
  });

  test('a chip adds its sentence after what was typed, and takes it out again when pressed again', async () => {
    const { user, dialog } = await openDeclineDialog();
    const reason = within(dialog).getByRole('textbox', { name: 'Reden' });
    const cost = within(dialog).getByRole('button', {
      name: 'Te duur in verhouding tot het effect',
    });
    await fill(user, reason, 'Goed gezien');

    await user.click(cost);
    expect(reason).toHaveValue('Goed gezien. Te duur in verhouding tot het effect.');
    expect(cost).toHaveAttribute('aria-pressed', 'true');

    await user.click(cost);
    expect(reason).toHaveValue('Goed gezien.');
    expect(cost).toHaveAttribute('aria-pressed', 'false');
  });

  test('editing a chosen sentence away releases its chip', async () => {
    const { user, dialog } = await openDeclineDialog();
    const reason = within(dialog).getByRole('textbox', { name: 'Reden' });
    const team = within(dialog).getByRole('button', { name: 'Hoort bij een ander team' });
    await user.click(team);

    await user.clear(reason);
    await fill(user, reason, 'Hoort bij het team Logistiek.');

    expect(team).toHaveAttribute('aria-pressed', 'false');
  });

  test('the chips are reached with Tab and pressed with the keyboard; the focus stays on them', async () => {
    const { user, dialog } = await openDeclineDialog();
    const reason = within(dialog).getByRole('textbox', { name: 'Reden' });
    await waitFor(() => expect(reason).toHaveFocus());

    // The chips come before the field: back from it with Shift+Tab, to the last chip.
    await user.tab({ shift: true });
    const team = within(dialog).getByRole('button', { name: 'Hoort bij een ander team' });
    expect(team).toHaveFocus();
    await user.keyboard(' ');
    expect(team).toHaveAttribute('aria-pressed', 'true');
    expect(team).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');

    expect(reason).toHaveValue('Hoort bij een ander team. Niet uitvoerbaar.');
  });

  test('the reason stays required: a chip pressed and released leaves it empty and sends nothing', async () => {
    const { user, dialog, sent } = await openDeclineDialog();
    const chip = within(dialog).getByRole('button', { name: 'Al eerder voorgesteld' });
    await user.click(chip);
    await user.click(chip);

    await user.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));

    const reason = within(dialog).getByRole('textbox', { name: 'Reden' });
    expect(reason).toHaveValue('');
    expect(reason).toHaveAccessibleDescription(/Dit veld is verplicht\./);
    await waitFor(() => expect(reason).toHaveFocus());
    expect(sent()).toHaveLength(0);
  });

  test('a chip that takes the reason past its limit is refused at the field, not cut off', async () => {
    const { user, dialog, sent } = await openDeclineDialog();
    const reason = within(dialog).getByRole('textbox', { name: 'Reden' });
    await fill(user, reason, `${'x'.repeat(KAIZEN_LIMITS.reasonMax - 5)}.`);

    await user.click(within(dialog).getByRole('button', { name: 'Niet uitvoerbaar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));

    expect(reason).toHaveAccessibleDescription(
      new RegExp(`Gebruik hoogstens ${KAIZEN_LIMITS.reasonMax} tekens\\.`),
    );
    expect(sent()).toHaveLength(0);
  });

  test('a refused decline comes back with the chosen and edited reason as it was', async () => {
    const { user, dialog, open } = await openDeclineDialog();
    const refused = answer(
      'post',
      `*/api/kaizen/${open.id}/decline`,
      { message: 'Ongeldig.', errors: { reason: ['De reden is te vaag.'] } },
      { status: 422 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Niet uitvoerbaar' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Reden' }), ' De pers past niet.');
    await user.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));

    await screen.findByText('De reden is te vaag.');
    const again = await screen.findByRole('dialog', { name: 'Kaizen afwijzen' });
    const reason = within(again).getByRole('textbox', { name: 'Reden' });
    expect(reason).toHaveValue('Niet uitvoerbaar. De pers past niet.');
    expect(within(again).getByRole('button', { name: 'Niet uitvoerbaar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(refused.all).toHaveLength(1);
  });

  test('in English the chips and what they write are English', async () => {
    const { user, dialog, sent } = await openDeclineDialog('en');
    const chips = within(dialog).getByRole('group', { name: 'Common reasons' });

    await user.click(within(chips).getByRole('button', { name: 'Suggested before' }));
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));

    expect(await screen.findByText('The kaizen has been declined.')).toBeVisible();
    expect(await sent()[0].json()).toEqual({ reason: 'Suggested before.' });
  });
});
