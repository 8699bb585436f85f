import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { ADMIN_STORAGE_KEY, useAdminStorage } from '@/stores/admin-storage-store';
import { renderApp } from '@tests/utils/render-app';
import {
  EMPLOYEE_ID,
  fill,
  LEAD_ID,
  resetAdminStorage,
  seededKaizen,
  stubObjectUrls,
  titleField,
  situationField,
  improvementField,
} from './kaizen-form-test-utils';

beforeEach(() => {
  resetAdminStorage();
  stubObjectUrls();
});

const storedForm = () => localStorage.getItem(ADMIN_STORAGE_KEY) ?? '';

/** What a reload does to the store: forget memory, read localStorage again. */
async function reloadStore() {
  const saved = storedForm();
  // Emptying the memory copy also writes it out; put the saved copy back before reading it.
  useAdminStorage.setState({ kaizenForm: undefined });
  localStorage.setItem(ADMIN_STORAGE_KEY, saved);
  await useAdminStorage.persist.rehydrate();
}

describe('nothing typed is lost', () => {
  test('typed values are kept while typing and come back after a reload', async () => {
    const first = await renderApp('/kaizen', { as: 'lead' });
    await screen.findByRole('heading', { name: 'Nieuwe kaizen', level: 1 });
    await fill(first.user, await titleField(first.user), 'Lekkage bij pomp 3');
    await fill(first.user, await situationField(first.user), 'Olie op de vloer.');
    await waitFor(() => expect(storedForm()).toContain('Olie op de vloer.'));
    first.unmount();
    await reloadStore();

    await renderApp('/kaizen', { as: 'lead' });

    expect(await screen.findByLabelText('Titel')).toHaveValue('Lekkage bij pomp 3');
    expect(screen.getByLabelText('Huidige situatie')).toHaveValue('Olie op de vloer.');
    expect(screen.getByText('Concept hersteld').closest('[role="status"]')).toHaveTextContent(
      'Concept hersteld',
    );
  });

  test('leaving the page before the pause still keeps the last keystrokes', async () => {
    const first = await renderApp('/kaizen', { as: 'lead' });
    await fill(first.user, await titleField(first.user), 'Snel weg');
    first.unmount();

    expect(storedForm()).toContain('Snel weg');
  });

  test('discarding the restored draft empties the form and the storage', async () => {
    const first = await renderApp('/kaizen', { as: 'lead' });
    await fill(first.user, await titleField(first.user), 'Weg ermee');
    first.unmount();

    const { user } = await renderApp('/kaizen', { as: 'lead' });
    await user.click(await screen.findByRole('button', { name: 'Concept weggooien' }));

    expect(screen.getByLabelText('Titel')).toHaveValue('');
    expect(screen.queryByText('Concept hersteld')).not.toBeInTheDocument();
    expect(storedForm()).not.toContain('Weg ermee');
  });

  test("a new kaizen's draft and an edit's draft do not take each other's place", async () => {
    const own = seededKaizen((k) => k.author_id === EMPLOYEE_ID && k.status === 'draft');
    const options = { as: 'employee', activeTeamId: 1 } as const;
    const newForm = await renderApp('/kaizen', options);
    await fill(newForm.user, await titleField(newForm.user), 'Nieuw idee');
    newForm.unmount();
    const edit = await renderApp(`/kaizen/${own.id}?edit=1`, options);
    const title = await screen.findByLabelText('Titel');
    expect(title).toHaveValue(own.title);
    expect(screen.queryByText('Concept hersteld')).not.toBeInTheDocument();
    await edit.user.clear(title);
    await fill(edit.user, title, 'Bewerkte titel');
    edit.unmount();

    await renderApp('/kaizen', options);
    expect(await screen.findByLabelText('Titel')).toHaveValue('Nieuw idee');
    expect(storedForm()).toContain('Bewerkte titel');
  });

  test('a successful save clears the draft', async () => {
    const { user } = await renderApp('/kaizen', { as: 'lead' });
    await fill(user, await titleField(user), 'Bewaard concept');
    await waitFor(() => expect(storedForm()).toContain('Bewaard concept'));

    await user.click(screen.getByRole('button', { name: 'Opslaan als concept' }));

    await screen.findByText('Uw concept is bewaard.');
    expect(storedForm()).not.toContain('Bewaard concept');
  });
});

describe('a stored draft of the wrong shape never breaks the form', () => {
  /** What another release or a hand edit may have left in admin_storage. */
  async function storeDrafts(drafts: unknown[]) {
    useAdminStorage.setState({ kaizenForm: undefined });
    localStorage.setItem(
      ADMIN_STORAGE_KEY,
      JSON.stringify({ state: { kaizenForm: { drafts } }, version: 1 }),
    );
    await useAdminStorage.persist.rehydrate();
  }

  test('an unreadable date: the form opens with the texts, the note without a time', async () => {
    await storeDrafts([
      {
        userId: LEAD_ID,
        kaizenId: null,
        values: { title: 'Kapotte datum', problem: 42, improvement: 'Beter licht' },
        savedAt: 'gisteren',
      },
    ]);

    await renderApp('/kaizen', { as: 'lead' });

    expect(await screen.findByRole('heading', { name: 'Nieuwe kaizen', level: 1 })).toBeVisible();
    expect(screen.getByLabelText('Titel')).toHaveValue('Kapotte datum');
    expect(improvementField()).toHaveValue('Beter licht');
    expect(screen.getByLabelText('Huidige situatie')).toHaveValue('');
    expect(screen.getByText('Concept hersteld').closest('[role="status"]')).toHaveTextContent(
      'Concept hersteld' + 'Uw niet-opgeslagen invoer is teruggezet.',
    );
  });

  test('a draft that is not one is dropped; the form opens empty', async () => {
    await storeDrafts(['kapot', { userId: 'drie', values: null }, null]);

    await renderApp('/kaizen', { as: 'lead' });

    expect(await screen.findByRole('button', { name: 'Titel wijzigen' })).toBeVisible();
    expect(improvementField()).toHaveValue('');
    expect(screen.queryByText('Concept hersteld')).not.toBeInTheDocument();
  });
});
