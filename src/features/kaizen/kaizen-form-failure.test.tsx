import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { server } from '@/mocks/server';
import { ADMIN_STORAGE_KEY } from '@/stores/admin-storage-store';
import { useOutboxStore } from '@/kaizens/unsent/outbox-store';
import { renderApp } from '@tests/utils/render-app';
import {
  EMPLOYEE_ID,
  fill,
  LEAD_ID,
  formBody,
  resetAdminStorage,
  seededKaizen,
  stubObjectUrls,
  titleField,
  situationField,
  improvementField,
} from './kaizen-form-test-utils';
import { expectSentOnce, recordRequests } from '@tests/utils/api';

beforeEach(() => {
  resetAdminStorage();
  stubObjectUrls();
});

async function fillNewKaizen() {
  const view = await renderApp('/kaizen', { as: 'lead' });
  await fill(view.user, await titleField(view.user), 'Dubbele titel');
  await fill(view.user, await situationField(view.user), 'Het probleem.');
  await fill(view.user, improvementField(), 'De oplossing.');
  await fill(view.user, screen.getByLabelText(/Kwaliteit/), 'Minder uitval.');
  return view;
}

function expectEveryValueKept() {
  expect(screen.getByLabelText('Titel')).toHaveValue('Dubbele titel');
  expect(screen.getByLabelText('Huidige situatie')).toHaveValue('Het probleem.');
  expect(improvementField()).toHaveValue('De oplossing.');
  expect(screen.getByLabelText(/Kwaliteit/)).toHaveValue('Minder uitval.');
}

describe('a failed save keeps every field', () => {
  test('a 422 shows the message at the field the server named, and focuses it', async () => {
    server.use(
      http.post('*/api/kaizen', () =>
        HttpResponse.json(
          { message: 'Deze titel bestaat al.', errors: { title: ['Deze titel bestaat al.'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = await fillNewKaizen();

    await user.click(screen.getByRole('button', { name: 'Indienen' }));

    const title = screen.getByLabelText('Titel');
    await waitFor(() => expect(title).toHaveAccessibleDescription(/Deze titel bestaat al\./));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'De kaizen is niet opgeslagen. Controleer de gemarkeerde velden: Titel.',
    );
    expectEveryValueKept();
  });

  test('a 500 says so in the alert; the values and the draft stay', async () => {
    server.use(http.post('*/api/kaizen', () => HttpResponse.json({}, { status: 500 })));
    const { user } = await fillNewKaizen();

    await user.click(screen.getByRole('button', { name: 'Indienen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Er ging iets mis op de server. Probeer het later opnieuw/,
    );
    expectEveryValueKept();
    await waitFor(() => expect(localStorage.getItem(ADMIN_STORAGE_KEY)).toContain('Dubbele titel'));
  });

  test('a new kaizen whose save gets no answer waits in the outbox, every value kept there', async () => {
    server.use(http.post('*/api/kaizen', () => HttpResponse.error()));
    const { user } = await fillNewKaizen();

    await user.click(screen.getByRole('button', { name: 'Opslaan als concept' }));

    expect(await screen.findByText(/wordt verstuurd zodra er weer verbinding is/)).toBeVisible();
    await waitFor(() => {
      const waiting = screen.getByRole('region', { name: 'Wacht op verzending' });
      expect(waiting).toHaveTextContent('Dubbele titel');
    });
    const [entry] = useOutboxStore.getState().entries;
    expect(entry.values).toMatchObject({
      title: 'Dubbele titel',
      problem: 'Het probleem.',
      improvement: 'De oplossing.',
      effect_quality: 'Minder uitval.',
    });
    expect(entry).toMatchObject({ state: 'waiting', uncertain: true });
  });

  test('an edit whose save gets no answer says so in the alert and keeps the edit', async () => {
    const own = seededKaizen((k) => k.author_id === EMPLOYEE_ID && k.status === 'draft');
    server.use(http.post(`*/api/kaizen/${own.id}`, () => HttpResponse.error()));
    const { user } = await renderApp(`/kaizen/${own.id}?edit=1`, {
      as: 'employee',
      activeTeamId: 1,
    });
    const title = await screen.findByLabelText('Titel');
    await user.clear(title);
    await fill(user, title, 'Nieuwe titel');

    await user.click(screen.getByRole('button', { name: 'Opslaan als concept' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/Geen verbinding met de server/);
    expect(screen.getByLabelText('Titel')).toHaveValue('Nieuwe titel');
    expect(useOutboxStore.getState().entries).toHaveLength(0);
  });

  test('saving a kaizen that was decided meanwhile (423) explains it and keeps the edit', async () => {
    const requests = recordRequests();
    const own = seededKaizen((k) => k.author_id === EMPLOYEE_ID && k.status === 'open');
    const { user } = await renderApp(`/kaizen/${own.id}?edit=1`, {
      as: 'employee',
      activeTeamId: 1,
    });
    const title = await screen.findByLabelText('Titel');
    await user.clear(title);
    await fill(user, title, 'Nieuwe titel');
    Object.assign(getDb().kaizens.find((k) => k.id === own.id) ?? {}, { status: 'approved' });

    await user.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Over deze kaizen is inmiddels besloten; hij kan niet meer worden gewijzigd\./,
    );
    expect(screen.getByLabelText('Titel')).toHaveValue('Nieuwe titel');
    const [sent] = requests.onPath('POST', `/api/kaizen/${own.id}`);
    expect(await formBody(sent)).toMatchObject({ _method: 'PUT', title: 'Nieuwe titel' });
  });
});

describe('a save the server accepted is never offered again', () => {
  test('a 201 whose body cannot be read counts as saved: sent once, confirmed, on to the new kaizen', async () => {
    const requests = recordRequests();
    // The lead's own kaizen stands in for the one saved; its answer fails the kaizen schema.
    const saved = seededKaizen((k) => k.author_id === LEAD_ID && k.status === 'open');
    server.use(
      http.post('*/api/kaizen', () =>
        HttpResponse.json({ data: { id: String(saved.id), problem: 7 } }, { status: 201 }),
      ),
    );
    const { user, router } = await fillNewKaizen();

    await user.click(screen.getByRole('button', { name: 'Indienen' }));

    // The confirmation replaces the form, and its link leads to the saved kaizen.
    expect(
      await screen.findByRole('heading', { name: 'Uw kaizen is ingediend', level: 1 }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Indienen' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Bekijk uw kaizen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/kaizen/${saved.id}`));
    expect(await screen.findByRole('heading', { name: saved.title })).toBeVisible();
    expectSentOnce(requests.onPath('POST', '/api/kaizen'));
    expect(localStorage.getItem(ADMIN_STORAGE_KEY) ?? '').not.toContain('Dubbele titel');
  });

  test('a 201 with no readable id leads to the own kaizens list, not back to the form', async () => {
    const requests = recordRequests();
    server.use(http.post('*/api/kaizen', () => new HttpResponse('<html></html>', { status: 201 })));
    const { user, router } = await fillNewKaizen();

    await user.click(screen.getByRole('button', { name: 'Opslaan als concept' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-kaizens'));
    expect(await screen.findByText('Uw concept is bewaard.')).toBeVisible();
    expectSentOnce(requests.onPath('POST', '/api/kaizen'));
  });
});
