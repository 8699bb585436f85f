import { act } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { beforeEach, describe, expect, test } from 'vitest';
import { ADMIN_STORAGE_KEY, useAdminStorage } from '@/stores/admin-storage-store';
import { renderRoutes } from '@tests/utils/render-routes';
import { keepsKaizenFilters, useKaizenFilterLifetime } from './use-kaizen-filter-lifetime';

function Layout() {
  useKaizenFilterLifetime();
  return <Outlet />;
}

function renderAt(url: string) {
  return renderRoutes([{ element: <Layout />, children: [{ path: '*', element: null }] }], [url])
    .router;
}

const storedFilters = () => {
  const { approvedFilters, declinedFilters } = useAdminStorage.getState();
  return { approvedFilters, declinedFilters };
};

beforeEach(() => {
  useAdminStorage.setState({
    approvedFilters: { filters: { search: 'lade' }, page: 2 },
    declinedFilters: { filters: { team_id: 3 } },
    lastUrl: '/kaizen/approved',
  });
});

describe('the lifetime of the kaizen list filters', () => {
  test.each([
    '/kaizen/approved',
    '/kaizen/declined',
    '/kaizen/shared',
    '/kaizen/12',
    '/my-kaizen/7',
  ])('%s keeps them', (path) => expect(keepsKaizenFilters(path)).toBe(true));

  test.each(['/home', '/kaizen', '/kaizen/approved-old', '/team-select', '/move-multiple-kaizens'])(
    '%s is elsewhere',
    (path) => expect(keepsKaizenFilters(path)).toBe(false),
  );

  test('moving between a list and a kaizen keeps both filter sets', async () => {
    const router = renderAt('/kaizen/approved');

    await act(() => router.navigate('/kaizen/12'));
    await act(() => router.navigate('/kaizen/declined'));

    expect(storedFilters()).toEqual({
      approvedFilters: { filters: { search: 'lade' }, page: 2 },
      declinedFilters: { filters: { team_id: 3 } },
    });
  });

  test('leaving the kaizen pages clears both, in admin_storage too, and nothing else', async () => {
    const router = renderAt('/kaizen/12');

    await act(() => router.navigate('/home'));

    expect(storedFilters()).toEqual({ approvedFilters: undefined, declinedFilters: undefined });
    const stored = JSON.parse(localStorage.getItem(ADMIN_STORAGE_KEY) ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(stored.state.approvedFilters).toBeUndefined();
    expect(stored.state.lastUrl).toBe('/kaizen/approved');
  });

  test('arriving on another page (after a reload) clears them as well', () => {
    renderAt('/team');

    expect(storedFilters()).toEqual({ approvedFilters: undefined, declinedFilters: undefined });
  });
});
