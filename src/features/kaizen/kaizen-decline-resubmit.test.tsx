import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { answer, recordRequests } from '@tests/utils/api';
import { buildKaizen } from '@tests/factories/kaizen';
import { currentPath, renderApp } from '@tests/utils/render-app';
import {
  EMPLOYEE_ID,
  fill,
  LEAD_ID,
  resetAdminStorage,
  seededKaizen,
  stubObjectUrls,
  submitAndReadSent,
} from './kaizen-form-test-utils';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

beforeEach(() => {
  resetAdminStorage();
  stubObjectUrls();
});

/** The employee's own declined kaizen, with known texts and photos. */
function emmasDeclinedKaizen(photos: { before?: string; after?: string } = {}) {
  const kaizen = seededKaizen((k) => k.status === 'declined' && k.author_id === EMPLOYEE_ID);
  Object.assign(kaizen, {
    title: 'Haak voor de veiligheidsbril',
    problem: 'De bril ligt los op de werkbank.',
    improvement: 'Een haak naast elke bank.',
    decline_reason: 'Goed idee, maar laat eerst zien hoeveel brillen er nu kapot gaan.',
    before_image_src: photos.before ?? null,
    after_image_src: photos.after ?? null,
  });
  return { ...kaizen };
}

describe('a declined kaizen, seen by its author', () => {
  test("shows the reason as her lead's answer, in neutral colours, with the way on", async () => {
    const declined = emmasDeclinedKaizen();
    await renderApp(`/my-kaizen/${declined.id}`, { as: 'employee', activeTeamId: 1 });

    const answerBox = await screen.findByRole('region', { name: 'Antwoord op uw kaizen' });
    expect(
      within(answerBox).getByRole('heading', { name: 'Antwoord van uw teamleider' }),
    ).toBeVisible();
    expect(answerBox).toHaveTextContent('laat eerst zien hoeveel brillen er nu kapot gaan');
    expect(answerBox.closest('.alert-danger, .alert')).toBeNull();
    expect(document.querySelector('.alert-danger')).toBeNull();
    expect(
      within(answerBox).getByRole('link', { name: 'Verbeter en dien opnieuw in' }),
    ).toHaveAttribute('href', `/kaizen?resubmit=${declined.id}`);
  });

  test('improving it opens a new kaizen with her texts and photos and the answer beside it; sending creates a new kaizen and leaves the old one', async () => {
    const declined = emmasDeclinedKaizen({ before: PNG, after: '/storage/kaizens/gone.svg' });
    const before = getDb().kaizens.length;
    const requests = recordRequests();
    const { user, router } = await renderApp(`/my-kaizen/${declined.id}`, {
      as: 'employee',
      activeTeamId: 1,
    });

    await user.click(await screen.findByRole('link', { name: 'Verbeter en dien opnieuw in' }));

    await screen.findByRole('heading', { name: 'Nieuwe kaizen', level: 1 });
    expect(currentPath(router)).toBe(`/kaizen?resubmit=${declined.id}`);
    expect(screen.getByLabelText('Titel')).toHaveValue('Haak voor de veiligheidsbril');
    expect(screen.getByLabelText('Huidige situatie')).toHaveValue(
      `De bril ligt los op de werkbank.\n\nVerbeterde versie van kaizen #${declined.id}`,
    );
    expect(screen.getByLabelText('Wat wilt u verbeteren?')).toHaveValue(
      'Een haak naast elke bank.',
    );
    const aside = screen.getByRole('region', { name: 'Antwoord op uw kaizen' });
    expect(aside).toHaveTextContent('laat eerst zien hoeveel brillen er nu kapot gaan');
    expect(
      within(aside).getByRole('link', { name: /Haak voor de veiligheidsbril/ }),
    ).toHaveAttribute('href', `/my-kaizen/${declined.id}`);
    expect(screen.getByAltText('Voorbeeld van de foto vooraf')).toBeVisible();
    // The after photo could not be fetched: said, and the form goes on without it.
    expect(screen.getByText(/konden niet worden overgenomen/)).toBeVisible();
    expect(requests.onPath('POST', '/api/kaizen')).toHaveLength(0);

    await fill(
      user,
      screen.getByLabelText('Wat wilt u verbeteren?'),
      ' Getest: 4 brillen per maand.',
    );
    const fields = await submitAndReadSent(user, requests);
    expect(fields).toMatchObject({
      title: 'Haak voor de veiligheidsbril',
      team_id: '1',
      improvement: 'Een haak naast elke bank. Getest: 4 brillen per maand.',
      status: 'open',
    });
    // Form posts send line breaks as CR LF.
    expect(fields.problem).toBe(
      `De bril ligt los op de werkbank.\r\n\r\nVerbeterde versie van kaizen #${declined.id}`,
    );
    expect(fields.before_image).toMatchObject({ type: 'image/png' });
    expect(fields.after_image).toBeUndefined();
    expect(requests.onPath('PUT', `/api/kaizen/${declined.id}`)).toHaveLength(0);
    expect(getDb().kaizens).toHaveLength(before + 1);
    expect(getDb().kaizens.at(-1)).toMatchObject({ author_id: EMPLOYEE_ID, status: 'open' });
    expect(getDb().kaizens.find((k) => k.id === declined.id)).toEqual(declined);
  });
});

describe('a declined kaizen, seen by others', () => {
  test('a lead who decides sees the reason, without the way on', async () => {
    const declined = seededKaizen(
      (k) => k.status === 'declined' && k.team_id === 1 && k.author_id !== LEAD_ID,
    );
    declined.decline_reason = 'Goed idee, maar laat eerst zien hoeveel brillen er nu kapot gaan.';
    await renderApp(`/kaizen/${declined.id}`, { as: 'lead' });

    const reason = await screen.findByRole('region', { name: 'Reden van afwijzing' });
    expect(reason).toHaveTextContent('laat eerst zien hoeveel brillen er nu kapot gaan');
    expect(screen.queryByRole('link', { name: 'Verbeter en dien opnieuw in' })).toBeNull();
  });

  test("a colleague is not shown someone else's reason, even when a server sends it", async () => {
    const other = buildKaizen({
      status: 'declined',
      title: 'Nieuwe koffieautomaat',
      team: { id: 1, name: 'Productie' },
      decline_reason: 'Geheime reden van de teamleider.',
    });
    answer('get', `*/api/kaizen/${other.id}`, other);
    await renderApp(`/kaizen/${other.id}`, { as: 'employee', activeTeamId: 1 });

    await screen.findByRole('heading', { name: 'Nieuwe koffieautomaat', level: 1 });
    await waitFor(() => expect(screen.queryByText(/Geheime reden/)).toBeNull());
    expect(screen.queryByRole('region', { name: /Reden van afwijzing|Antwoord/ })).toBeNull();
  });
});
