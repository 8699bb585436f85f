import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { answer } from '@tests/utils/api';
import { holdFrames } from '@tests/utils/paint';
import { renderApp } from '@tests/utils/render-app';
import {
  EMPLOYEE_ID,
  fill,
  resetAdminStorage,
  seededKaizen,
  stubObjectUrls,
  titleField,
  situationField,
  improvementField,
} from './kaizen-form-test-utils';

const asEmployee = { as: 'employee', activeTeamId: 1 } as const;
const details = () => screen.getByText('Meer details').closest('details');

beforeEach(() => {
  resetAdminStorage();
  stubObjectUrls();
});

describe('"Meer details" of the kaizen form', () => {
  test('a new kaizen opens on the before photo and one question; the rest is folded away', async () => {
    await renderApp('/kaizen', asEmployee);
    await screen.findByRole('heading', { name: 'Nieuwe kaizen', level: 1 });

    for (const label of [/^Foto vooraf/, 'Wat wilt u verbeteren?']) {
      expect(screen.getByLabelText(label)).toBeVisible();
    }
    expect(screen.getByRole('button', { name: 'Titel wijzigen' })).toBeVisible();
    expect(details()).not.toHaveAttribute('open');
    const folded = [/^Huidige situatie/, /^Foto achteraf/, /^Resultaat en voordeel/, /^Geld/];
    for (const label of [...folded, /^Veiligheid/]) {
      expect(screen.getByLabelText(label)).not.toBeVisible();
    }
    expect(screen.getByRole('button', { name: 'Indienen' })).toBeVisible();
  });

  test('the first frame is the photo and the question; the rest of the form, then its closed fields, follow frame by frame', async () => {
    const { paint } = holdFrames();
    const { user } = await renderApp('/kaizen', asEmployee);
    await screen.findByRole('heading', { name: 'Nieuwe kaizen', level: 1 });

    expect(screen.getByLabelText(/^Foto vooraf/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Indienen' })).not.toBeInTheDocument();
    await fill(user, improvementField(), 'Opruimen.');

    await paint();
    expect(await screen.findByRole('button', { name: 'Indienen' })).toBeVisible();
    expect(details()).not.toHaveAttribute('open');
    expect(screen.queryByLabelText(/^Huidige situatie/)).not.toBeInTheDocument();

    await paint();
    expect(await screen.findByLabelText(/^Huidige situatie/)).not.toBeVisible();
    expect(screen.getByLabelText(/^Veiligheid/)).not.toBeVisible();
    expect(improvementField()).toHaveValue('Opruimen.');
    expect(improvementField()).toHaveFocus();
  });

  test('opens by itself when the server marks a field in it, with the focus there', async () => {
    answer(
      'post',
      '*/api/kaizen',
      { message: 'The given data was invalid.', errors: { effect_money: ['Te veel.'] } },
      { status: 422 },
    );
    const { user } = await renderApp('/kaizen', asEmployee);
    await fill(user, await titleField(user), 'Pers');
    await fill(user, await situationField(user), 'Rommel.');
    await fill(user, improvementField(), 'Opruimen.');

    await user.click(screen.getByRole('button', { name: 'Indienen' }));

    const money = screen.getByLabelText(/^Geld/);
    await waitFor(() => expect(money).toHaveFocus());
    expect(details()).toHaveAttribute('open');
    expect(money).toBeVisible();
    expect(money).toHaveAccessibleDescription(/Te veel\./);
  });

  test('is open when editing a kaizen that has an effect', async () => {
    const kaizen = seededKaizen((k) => k.author_id === EMPLOYEE_ID && k.status === 'open');
    Object.assign(kaizen, { result: null, after_image_src: null, effect_money: 250 });

    await renderApp(`/kaizen/${kaizen.id}?edit=1`, asEmployee);
    await screen.findByRole('heading', { name: 'Kaizen bewerken', level: 1 });

    expect(details()).toHaveAttribute('open');
    expect(screen.getByLabelText(/^Geld/)).toBeVisible();
    expect(screen.getByLabelText(/^Geld/)).toHaveValue('250');
  });

  test('is closed when editing a kaizen without any of its fields', async () => {
    const kaizen = seededKaizen((k) => k.author_id === EMPLOYEE_ID && k.status === 'open');
    Object.assign(kaizen, {
      result: null,
      after_image_src: null,
      effect_money: null,
      effect_time: null,
      effect_quality: null,
      effect_safety: null,
      problem: '',
    });

    await renderApp(`/kaizen/${kaizen.id}?edit=1`, asEmployee);
    await screen.findByRole('heading', { name: 'Kaizen bewerken', level: 1 });

    expect(details()).not.toHaveAttribute('open');
  });
});
