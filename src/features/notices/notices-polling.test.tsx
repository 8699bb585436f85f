import { fireEvent, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { resetPresence } from '@/lib/presence';
import { recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';

const MINUTE = 60_000;
const LEAD_LIST = 'GET /api/kaizen/by-user/3';

test('the bell stops asking once nobody has used the tab for 15 minutes, and asks again at the next touch', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  resetPresence();
  const requests = recordRequests();
  await renderApp('/help/faq', { as: 'lead' });
  await screen.findByRole('button', { name: /^Meldingen/ });

  // Used a moment ago: asked every 2 minutes.
  await vi.advanceTimersByTimeAsync(10 * MINUTE);
  const whileUsed = requests.to(LEAD_LIST).length;
  expect(whileUsed).toBeGreaterThanOrEqual(4);

  // Left alone: after the idle time nothing more, however long it stays open.
  await vi.advanceTimersByTimeAsync(6 * MINUTE);
  // A check sent just before the idle time is counted once it is under way: on a busy machine
  // its request reaches the recorder only a moment later.
  await vi.advanceTimersByTimeAsync(MINUTE);
  const atIdle = requests.to(LEAD_LIST).length;
  await vi.advanceTimersByTimeAsync(60 * MINUTE);
  expect(requests.to(LEAD_LIST)).toHaveLength(atIdle);

  // Back: one check at once, then every 2 minutes again.
  fireEvent.keyDown(document.body, { key: 'Shift' });
  await vi.waitFor(() => expect(requests.to(LEAD_LIST)).toHaveLength(atIdle + 1));
  await vi.advanceTimersByTimeAsync(4 * MINUTE + 1_000);
  expect(requests.to(LEAD_LIST).length).toBeGreaterThanOrEqual(atIdle + 2);
});
