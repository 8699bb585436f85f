import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { getDb } from '@/mocks/db/store';
import type { KaizenRow } from '@/mocks/db/types';
import { useAdminStorage } from '@/stores/admin-storage-store';
import type { RequestRecorder } from '@tests/utils/api';

/** Seeded demo accounts' ids (src/mocks/db/seed-users.ts). */
export const LEAD_ID = 3;
export const EMPLOYEE_ID = 4;

/** The multipart fields of a request as an object. */
export async function formBody(request: Request): Promise<Record<string, FormDataEntryValue>> {
  return Object.fromEntries((await request.clone().formData()).entries());
}

/**
 * Presses "Indienen", waits for the confirmation and returns the fields of the one kaizen it
 * sent.
 */
export async function submitAndReadSent(
  user: UserEvent,
  requests: RequestRecorder,
): Promise<Record<string, FormDataEntryValue>> {
  await user.click(screen.getByRole('button', { name: 'Indienen' }));
  await screen.findByRole('heading', { name: 'Uw kaizen is ingediend', level: 1 });
  const sent = requests.onPath('POST', '/api/kaizen');
  if (sent.length !== 1) throw new Error(`${sent.length} kaizens sent, not one`);
  return formBody(sent[0]);
}

/** jsdom has no object URLs; the previews get a recognisable fake one. */
export function stubObjectUrls() {
  let count = 0;
  const revoked: string[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: vi.fn(() => `blob:preview-${(count += 1)}`),
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    value: vi.fn((url: string) => revoked.push(url)),
  });
  return { revoked };
}

/** The in-memory admin_storage outlives a test; localStorage itself is cleared by the setup. */
export function resetAdminStorage() {
  useAdminStorage.setState({ kaizenForm: undefined });
}

export function seededKaizen(predicate: (kaizen: KaizenRow) => boolean): KaizenRow {
  const kaizen = getDb().kaizens.find(predicate);
  if (!kaizen) throw new Error('No seeded kaizen matches.');
  return kaizen;
}

export function photo(name = 'voor.png', type = 'image/png', size?: number): File {
  const file = new File(['png-bytes'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Puts text in a field as a paste: one input event instead of one per character. */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** An open kaizen of the employee in team 1, which the lead may decide on. */
export const openKaizenInTeam1 = () =>
  seededKaizen((k) => k.team_id === 1 && k.status === 'open' && k.author_id === EMPLOYEE_ID);

/** The capture's one question: the improvement. */
export const improvementField = () => screen.getByLabelText('Wat wilt u verbeteren?');

/** The title field; on a new kaizen it is a proposal until "Wijzigen" makes it a field. */
export async function titleField(user: UserEvent): Promise<HTMLElement> {
  const found = await waitFor(() => {
    const field = screen.queryByLabelText('Titel');
    if (field) return field;
    return screen.getByRole('button', { name: 'Titel wijzigen' });
  });
  if (found.tagName !== 'BUTTON') return found;
  await user.click(found);
  return screen.getByLabelText('Titel');
}

/** The situation in words, under "Meer details" (opened first when it is closed). */
export async function situationField(user: UserEvent): Promise<HTMLElement> {
  const summary = screen.getByText('Meer details');
  if (!summary.closest('details')?.open) await user.click(summary);
  return screen.getByLabelText('Huidige situatie');
}
