import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { currentPath, renderApp } from '@tests/utils/render-app';
import {
  fill,
  formBody,
  LEAD_ID,
  photo,
  resetAdminStorage,
  stubObjectUrls,
  titleField,
  situationField,
  improvementField,
  submitAndReadSent,
} from './kaizen-form-test-utils';
import { recordRequests } from '@tests/utils/api';

beforeEach(() => {
  resetAdminStorage();
  stubObjectUrls();
});

async function openNewForm(as: 'lead' | 'admin' = 'lead') {
  const view = await renderApp('/kaizen', { as });
  await screen.findByRole('heading', { name: 'Nieuwe kaizen', level: 1 });
  return view;
}

describe('a new kaizen', () => {
  test('submitting sends every field and the photo, confirms it, and its link opens the new kaizen', async () => {
    const requests = recordRequests();
    const { user, router } = await openNewForm();

    expect(screen.getByLabelText('Team')).toHaveValue('Productie');
    await fill(user, await titleField(user), 'Opruimen bij de pers');
    await fill(user, await situationField(user), 'Rommel rond de pers.');
    await fill(user, improvementField(), 'Vaste plekken.');
    await fill(user, screen.getByLabelText(/Geld/), '12,50');
    await user.upload(screen.getByLabelText(/Foto vooraf/), photo('voor.png'));
    expect(await screen.findByAltText('Voorbeeld van de foto vooraf')).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    const fields = await submitAndReadSent(user, requests);
    expect(fields).toMatchObject({
      title: 'Opruimen bij de pers',
      team_id: '1',
      problem: 'Rommel rond de pers.',
      improvement: 'Vaste plekken.',
      effect_money: '12.5',
      status: 'open',
    });
    expect(fields.before_image).toMatchObject({ type: 'image/png', size: photo().size });
    expect(fields.after_image).toBeUndefined();
    const created = getDb().kaizens.at(-1);
    expect(created).toMatchObject({ author_id: LEAD_ID, status: 'open' });
    expect(currentPath(router)).toBe('/kaizen');
    await user.click(screen.getByRole('link', { name: 'Bekijk uw kaizen' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/kaizen/${created?.id}`));
    expect(
      await screen.findByRole('heading', { name: 'Opruimen bij de pers', level: 1 }),
    ).toBeVisible();
    expect(screen.getByAltText('Foto vooraf: Opruimen bij de pers')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png/),
    );
  });

  test('a draft needs only a title and is saved with status draft', async () => {
    const requests = recordRequests();
    const { user } = await openNewForm();

    await fill(user, await titleField(user), 'Idee voor later');
    await user.click(screen.getByRole('button', { name: 'Opslaan als concept' }));

    expect(await screen.findByText('Uw concept is bewaard.')).toBeVisible();
    const [sent] = requests.onPath('POST', '/api/kaizen');
    expect(await formBody(sent)).toMatchObject({ title: 'Idee voor later', status: 'draft' });
    expect(await screen.findByText('Concept')).toBeVisible();
  });

  test('submitting without the required fields names them and sends nothing', async () => {
    const requests = recordRequests();
    const { user } = await openNewForm();

    await user.click(screen.getByText('Meer details'));
    await fill(user, screen.getByLabelText(/Tijd/), '-3');
    await user.click(screen.getByRole('button', { name: 'Indienen' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Controleer de gemarkeerde velden: Wat wilt u verbeteren?, Huidige situatie, Tijd (uren per maand).',
    );
    const question = improvementField();
    expect(question).toHaveAttribute('aria-invalid', 'true');
    expect(question).toHaveAccessibleDescription(/Dit veld is verplicht\./);
    expect(screen.getByLabelText('Huidige situatie')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Tijd/)).toHaveAccessibleDescription(
      /Vul een getal van 0 of meer in/,
    );
    await waitFor(() => expect(question).toHaveFocus());
    expect(requests.onPath('POST', '/api/kaizen')).toHaveLength(0);
  });

  test('a counter shows only near the limit: the title from 96 of its 120 characters', async () => {
    const { user } = await openNewForm();
    const title = await titleField(user);

    await fill(user, title, 'Pers');
    expect(title).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/van 120 tekens/)).not.toBeInTheDocument();

    await fill(user, title, 'x'.repeat(92));
    expect(title).toHaveAccessibleDescription('96 van 120 tekens');
  });

  test('a line break counts as the two characters the form post sends (CR LF)', async () => {
    const { user } = await openNewForm();

    await fill(user, improvementField(), `${'a'.repeat(3998)}\ntwee`);

    expect(improvementField()).toHaveAccessibleDescription('4004 van 5000 tekens');
  });

  test("with 'create kaizen any team' the team is picked from the form's options", async () => {
    const requests = recordRequests();
    const { user } = await openNewForm('admin');

    const team = screen.getByRole('combobox', { name: 'Team' });
    await waitFor(() =>
      expect(within(team).getByRole('option', { name: 'Kantoor & Inkoop' })).toBeInTheDocument(),
    );
    expect(requests.onPath('GET', '/api/kaizen')).toHaveLength(1);
    expect(team).toHaveValue('1');
    await user.selectOptions(team, within(team).getByRole('option', { name: 'Kantoor & Inkoop' }));
    await fill(user, await titleField(user), 'Inkoop bundelen');
    await user.click(screen.getByRole('button', { name: 'Opslaan als concept' }));

    await screen.findByText('Uw concept is bewaard.');
    const [sent] = requests.onPath('POST', '/api/kaizen');
    expect(await formBody(sent)).toMatchObject({ team_id: '5', status: 'draft' });
  });
});

describe('who may file a kaizen', () => {
  test("an employee without 'create kaizen' gets the 403 page at /kaizen", async () => {
    const employee = getDb().roles.find((role) => role.name === 'employee');
    if (employee) employee.permissions = ['view about'];

    await renderApp('/kaizen', { as: 'employee', activeTeamId: 1 });

    expect(await screen.findByRole('heading', { name: 'Helaas...' })).toBeVisible();
    expect(screen.getByText(/Foutcode 403/)).toBeVisible();
    expect(screen.queryByLabelText('Wat wilt u verbeteren?')).not.toBeInTheDocument();
  });
});

describe('photos', () => {
  test('a file that is not an allowed image is refused before anything is sent', async () => {
    const requests = recordRequests();
    const { user } = await openNewForm();
    const input = screen.getByLabelText<HTMLInputElement>(/Foto vooraf/);
    const dropZone = input.labels?.[0];
    expect(dropZone).toHaveTextContent('Sleep een foto hierheen of klik om een bestand te kiezen.');

    fireEvent.drop(dropZone as HTMLLabelElement, {
      dataTransfer: { files: [photo('notes.txt', 'text/plain')] },
    });

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/geen foto van een toegestaan type/);
    expect(screen.queryByAltText('Voorbeeld van de foto vooraf')).not.toBeInTheDocument();

    await fill(user, await titleField(user), 'Zonder foto');
    await user.click(screen.getByRole('button', { name: 'Opslaan als concept' }));
    await screen.findByText('Uw concept is bewaard.');
    const [sent] = requests.onPath('POST', '/api/kaizen');
    expect((await formBody(sent)).before_image).toBeUndefined();
  });

  test('a photo over the size limit is refused with the limit', async () => {
    const { user } = await openNewForm();
    await user.click(screen.getByText('Meer details'));

    await user.upload(
      screen.getByLabelText(/Foto achteraf/),
      photo('groot.png', 'image/png', 9 * 1024 * 1024),
    );

    expect(screen.getByLabelText(/Foto achteraf/)).toHaveAccessibleDescription(
      /Deze foto is groter dan 2 MB/,
    );
    expect(screen.queryByAltText('Voorbeeld van de foto achteraf')).not.toBeInTheDocument();
  });

  test('a chosen photo can be removed, and its preview is released', async () => {
    const { revoked } = stubObjectUrls();
    const { user } = await openNewForm();

    await user.upload(screen.getByLabelText(/Foto vooraf/), photo());
    await user.click(await screen.findByRole('button', { name: 'Foto vooraf verwijderen' }));

    expect(screen.queryByAltText('Voorbeeld van de foto vooraf')).not.toBeInTheDocument();
    expect(revoked).toEqual(['blob:preview-1']);
  });
});
