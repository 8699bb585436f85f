import { act, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useAdminStorage } from '@/stores/admin-storage-store';
import { renderApp } from '@tests/utils/render-app';

describe('stored kaizen filters (spec §2)', () => {
  test('survive moving between the kaizen lists and are cleared on leaving them', async () => {
    useAdminStorage.setState({
      approvedFilters: { filters: { search: 'lean' } },
      declinedFilters: { page: 2 },
    });
    const { router } = await renderApp('/kaizen/approved', { as: 'lead' });
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await act(() => router.navigate('/kaizen/declined'));
    // The approved list was shown: it kept its filter, with the sort and page it started at.
    expect(useAdminStorage.getState().approvedFilters).toEqual({
      filters: { search: 'lean' },
      sortField: 'decided_at',
      sortFieldDir: 'desc',
      page: 0,
    });

    await act(() => router.navigate('/help/faq'));
    await waitFor(() => expect(useAdminStorage.getState().approvedFilters).toBeUndefined());
    expect(useAdminStorage.getState().declinedFilters).toBeUndefined();
  });
});
