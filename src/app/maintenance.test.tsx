import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { TEAM_ID } from '@/mocks/db/seed-org';
import { server } from '@/mocks/server';
import { useSessionStore } from '@/stores/session-store';
import { recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';
import { askedRetryDelays, runAskedRetries } from '@tests/utils/retry-after';

/**
 * Laravel's maintenance mode (`php artisan down --retry=120`) for GETs to `path`: a 503 with
 * Retry-After and the stock JSON, until `up()`.
 */
function down(path: string, retryAfter?: string) {
  let isDown = true;
  server.use(
    http.get(path, () =>
      isDown
        ? HttpResponse.json(
            { message: 'Service Unavailable' },
            { status: 503, headers: retryAfter ? { 'Retry-After': retryAfter } : {} },
          )
        : undefined,
    ),
  );
  return {
    up: () => {
      isDown = false;
    },
  };
}

const RETRYING =
  'De applicatie is even in onderhoud. We proberen het over 2 minuten vanzelf opnieuw.';
const dashboardShown = () => screen.findByText('Ingediend', { selector: 'dt' });
const byUser = () => `/api/kaizen/by-user/${useSessionStore.getState().user?.id}`;

describe('maintenance under an open page', () => {
  test("a page's data refused says when it is asked again, and is, without a click", async () => {
    const maintenance = down('*/api/kaizen/by-user/:id', '120');
    const api = recordRequests();
    await renderApp('/my-kaizens', { as: 'employee', activeTeamId: TEAM_ID.production });

    expect(await screen.findByText(RETRYING)).toBeVisible();
    expect(screen.queryByText(/Service Unavailable/)).not.toBeInTheDocument();
    // Not "something went wrong on our side": the server is away, and the line says till when.
    expect(screen.getByText('De server is even niet beschikbaar.')).toBeVisible();
    // Not again after a second (the retry of a 5xx without Retry-After): when the server said.
    expect(api.started(byUser())).toBe(1);
    // The retry is set up as the message is drawn, in an effect that may run a moment after.
    await expect.poll(() => askedRetryDelays()).toHaveLength(1);
    const [wait] = askedRetryDelays();
    expect(wait).toBeGreaterThan(110_000);
    expect(wait).toBeLessThanOrEqual(120_000);

    maintenance.up();
    await runAskedRetries();

    await dashboardShown();
    expect(api.started(byUser())).toBe(2);
    expect(screen.queryByText(RETRYING)).not.toBeInTheDocument();
  });

  test('still down when asked again: says so again and waits again', async () => {
    down('*/api/kaizen/by-user/:id', '120');
    const api = recordRequests();
    await renderApp('/my-kaizens', { as: 'employee', activeTeamId: TEAM_ID.production });
    await screen.findByText(RETRYING);

    await runAskedRetries();

    await expect.poll(() => api.started(byUser())).toBe(2);
    expect(await screen.findByText(RETRYING)).toBeVisible();
    await expect.poll(() => askedRetryDelays()).toHaveLength(1);
  });
});

describe('a page opened (or reloaded) during maintenance', () => {
  test('says the application is in maintenance, not "signed out", and starts by itself after', async () => {
    const maintenance = down('*/verified', '120');
    await renderApp('/my-kaizens', { as: 'employee', activeTeamId: TEAM_ID.production });

    expect(await screen.findByText(RETRYING)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Inloggen' })).not.toBeInTheDocument();

    maintenance.up();
    await runAskedRetries();

    await dashboardShown();
  });

  test('without Retry-After: the maintenance page with its retry button, not the sign-in page', async () => {
    const maintenance = down('*/verified');
    const { user } = await renderApp('/my-kaizens', {
      as: 'employee',
      activeTeamId: TEAM_ID.production,
    });

    expect(
      await screen.findByText(
        'De applicatie is even in onderhoud. Probeer het over een paar minuten opnieuw.',
      ),
    ).toBeVisible();
    expect(askedRetryDelays()).toEqual([]);
    maintenance.up();
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));

    await dashboardShown();
  });
});
