import { beforeEach, describe, expect, test } from 'vitest';
import { ADMIN_STORAGE_KEY, kaizenFiltersStored } from './admin-storage-record';

const store = (state: Record<string, unknown>) =>
  localStorage.setItem(ADMIN_STORAGE_KEY, JSON.stringify({ state, version: 1 }));

beforeEach(() => localStorage.removeItem(ADMIN_STORAGE_KEY));

describe('kaizen filters in admin_storage, read without the store', () => {
  test('are found when either list kept its filters', () => {
    store({ approvedFilters: { page: 2 } });
    expect(kaizenFiltersStored()).toBe(true);
    store({ declinedFilters: { filters: { team_id: 3 } } });
    expect(kaizenFiltersStored()).toBe(true);
  });

  test('are not found beside drafts alone, nor without admin_storage', () => {
    expect(kaizenFiltersStored()).toBe(false);
    store({ kaizenForm: { title: 'Minder zoeken' }, lastUrl: '/kaizen/approved' });
    expect(kaizenFiltersStored()).toBe(false);
    expect(localStorage.getItem(ADMIN_STORAGE_KEY)).toContain('Minder zoeken');
  });

  test('JSON that does not parse is removed, as the store would', () => {
    localStorage.setItem(ADMIN_STORAGE_KEY, '{"state":');
    expect(kaizenFiltersStored()).toBe(false);
    expect(localStorage.getItem(ADMIN_STORAGE_KEY)).toBeNull();
  });
});
