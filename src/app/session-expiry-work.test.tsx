import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { server } from '@/mocks/server';
import { rowBoxes } from '@tests/utils/bulk-move';
import { currentPath, renderApp } from '@tests/utils/render-app';

const KEPT = /wat u had ingevuld of gekozen is bewaard/;

/** The next call to `method path` says the session is gone (Laravel's 401). */
function sessionEndsOn(method: 'get' | 'post', path: string) {
  server.use(
    http[method](path, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }), {
      once: true,
    }),
  );
}

async function signInAgain(user: UserEvent, email = 'lead@kaizen.demo') {
  await user.type(await screen.findByLabelText('E-mailadres of gebruikersnaam'), email);
  await user.type(screen.getByLabelText('Wachtwoord'), 'kaizen');
  await user.click(screen.getByRole('button', { name: 'Inloggen' }));
}

describe('work in progress survives a session expiry and the sign-in after it', () => {
  test("a form's typed values come back (the one form hook)", async () => {
    const { router, user } = await renderApp('/team', { as: 'admin' });
    const create = await screen.findByRole('form', { name: 'Nieuw team' });
    const name = within(create).getByLabelText('Naam van het team');
    await user.type(name, 'Onderhoud nacht');
    sessionEndsOn('post', '*/api/team');

    await user.click(screen.getByRole('button', { name: 'Team toevoegen' }));

    expect(await screen.findByText(KEPT)).toBeVisible();
    await signInAgain(user, 'admin@kaizen.demo');
    await waitFor(() => expect(currentPath(router)).toBe('/team'));
    const back = await screen.findByRole('form', { name: 'Nieuw team' });
    expect(within(back).getByLabelText('Naam van het team')).toHaveValue('Onderhoud nacht');
  });

  test('with nothing typed or chosen, the login page promises nothing', async () => {
    const { router, user } = await renderApp('/review', { as: 'lead' });
    const table = await screen.findByRole('region', { name: 'Te beoordelen' });
    await waitFor(() => expect(rowBoxes(table).length).toBeGreaterThan(1));
    // Chosen and taken back: nothing differs from what the page started with.
    await user.click(rowBoxes(table)[0]);
    await user.click(rowBoxes(table)[0]);
    sessionEndsOn('post', '*/api/kaizen/table/approved');

    await act(() => router.navigate('/kaizen/approved'));

    // Once the login page is drawn: till then the list stays on screen and says the same words
    // about its own failed call, and the missing promise below would prove nothing.
    await screen.findByRole('heading', { name: 'Inloggen' });
    expect(screen.getByText('Uw sessie is verlopen. Log opnieuw in.')).toBeVisible();
    expect(screen.queryByText(KEPT)).not.toBeInTheDocument();
  });
});
