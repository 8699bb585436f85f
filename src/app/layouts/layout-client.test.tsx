import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';
import { layoutClient, layoutClientShown } from './layout-client';

test('a layout render dropped and started again gets the same client: its first data is read once', async () => {
  await renderApp('/help/faq', { as: 'lead' });
  await screen.findByRole('heading', { level: 1 });
  const user = useSessionStore.getState().user;
  const requests = recordRequests();

  const first = layoutClient(user, '/review');
  const again = layoutClient(user, '/review');

  expect(again).toBe(first);
  await vi.waitFor(() => expect(requests.started('/api/kaizen/by-team/1')).toBe(1));
  // Once that layout is drawn, the next one (a sign-out, a sign-in) gets a client of its own.
  layoutClientShown(first);
  expect(layoutClient(user, '/review')).not.toBe(first);
});
