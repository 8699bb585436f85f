import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The checkboxes of the rows (or cards) in `container` that can be ticked, in the order shown. */
export const rowBoxes = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLInputElement>('input[type=checkbox][data-row-id]:enabled'),
];

/** The disabled checkboxes of the rows the user may not choose. */
export const lockedBoxes = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLInputElement>('input[type=checkbox][data-row-id]:disabled'),
];

/** The kaizen id a row's checkbox stands for. */
export const idOf = (box: HTMLElement) => Number(box.dataset.rowId);

/** The selection's bar, once anything is selected. */
export const bar = () =>
  screen.getByRole('region', { name: 'Acties voor de geselecteerde kaizens' });

/** "Verplaats naar team…", then a click on the team in the picker, then the confirmation. */
export async function moveTo(user: UserEvent, team: string) {
  await user.click(within(bar()).getByRole('button', { name: 'Verplaats naar team…' }));
  const teams = await screen.findByRole('listbox', { name: 'Teams' });
  await user.click(await within(teams).findByRole('option', { name: team }));
  return screen.findByRole('dialog', { name: 'Kaizens verplaatsen?' });
}
