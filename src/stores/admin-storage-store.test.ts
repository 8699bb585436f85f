import { describe, expect, test } from 'vitest';
import { ADMIN_STORAGE_KEY, useAdminStorage } from './admin-storage-store';

const initial = {
  kaizenForm: undefined,
  approvedFilters: undefined,
  declinedFilters: undefined,
  lastUrl: undefined,
};

async function startWith(stored: string) {
  useAdminStorage.setState(initial);
  localStorage.setItem(ADMIN_STORAGE_KEY, stored);
  await useAdminStorage.persist.rehydrate();
  const { kaizenForm, approvedFilters, declinedFilters, lastUrl } = useAdminStorage.getState();
  return { kaizenForm, approvedFilters, declinedFilters, lastUrl };
}

describe('admin_storage', () => {
  test('persists only kaizenForm, approvedFilters, declinedFilters and lastUrl', () => {
    useAdminStorage.getState().setKaizenForm({ title: 'Minder zoeken' });
    useAdminStorage.getState().setLastUrl('/kaizen/approved');
    const stored = JSON.parse(localStorage.getItem(ADMIN_STORAGE_KEY) ?? '{}') as {
      state: Record<string, unknown>;
    };
    // JSON leaves out the fields that are still undefined; nothing else may appear.
    expect(Object.keys(stored.state).sort()).toEqual(['kaizenForm', 'lastUrl']);
    expect(stored.state.kaizenForm).toEqual({ title: 'Minder zoeken' });
  });

  test('restores what was stored', async () => {
    const state = await startWith(
      JSON.stringify({
        state: { approvedFilters: { search: 'lean' }, lastUrl: '/home' },
        version: 1,
      }),
    );
    expect(state).toEqual({ ...initial, approvedFilters: { search: 'lean' }, lastUrl: '/home' });
  });

  test.each([
    ['text that is not JSON', '{not json'],
    ['a JSON array', '[1,2,3]'],
    ['null', 'null'],
    [
      'foreign fields and wrong types',
      JSON.stringify({ state: { kaizenForm: 'x', lastUrl: 5, evil: true }, version: 1 }),
    ],
    ['another version', JSON.stringify({ state: { kaizenForm: [] }, version: 99 })],
    [
      'a last address on another site',
      JSON.stringify({ state: { lastUrl: '//evil.example/home' }, version: 1 }),
    ],
  ])('a corrupt value (%s) starts empty instead of crashing', async (_label, stored) => {
    await expect(startWith(stored)).resolves.toEqual(initial);
  });

  test('clearing the kaizen filters clears both sets and keeps the draft', () => {
    const store = useAdminStorage.getState();
    store.setKaizenForm({ title: 'Concept' });
    store.setApprovedFilters({ search: 'a' });
    store.setDeclinedFilters({ search: 'b' });
    store.clearKaizenFilters();
    expect(useAdminStorage.getState()).toMatchObject({
      approvedFilters: undefined,
      declinedFilters: undefined,
      kaizenForm: { title: 'Concept' },
    });
  });
});
