import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { expect, test } from 'vitest';
import { server } from '@/mocks/server';
import { renderApp } from '@tests/utils/render-app';
import { neverAnswer, useShortTimeout } from '@tests/utils/timeout-fault';

const NOTICE = 'De server antwoordt niet. We proberen het nog één keer…';

test('a read that got no answer says so while it is tried again, not only "Laden..."', async () => {
  // The first send times out (shortened); the retry hangs on with the client's real timeout.
  useShortTimeout('get', '*/api/kaizen/by-user/:id');
  server.use(http.get('*/api/kaizen/by-user/:id', neverAnswer));
  await renderApp('/my-kaizens', { as: 'lead' });

  expect(await screen.findByText(NOTICE)).toBeVisible();
});

test('a read answered at once says nothing of the kind', async () => {
  await renderApp('/my-kaizens', { as: 'lead' });

  expect(await screen.findByRole('heading', { name: 'Mijn kaizens', level: 1 })).toBeVisible();
  await waitFor(() => expect(screen.queryByText(/Laden/)).toBeNull());
  expect(screen.queryByText(NOTICE)).toBeNull();
});
