import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderApp } from '@tests/utils/render-app';
import { seededKaizen } from './kaizen-form-test-utils';

const BEFORE = 'data:image/png;base64,QkVGT1JF';
const AFTER = 'data:image/png;base64,QUZURVI=';

describe("a kaizen's before and after photos", () => {
  test('show as one picture: both photos, each labelled, and a labelled slider for a phone', async () => {
    const kaizen = seededKaizen((k) => k.team_id === 1 && k.status === 'approved');
    Object.assign(kaizen, { before_image_src: BEFORE, after_image_src: AFTER });

    await renderApp(`/kaizen/${kaizen.id}`, { as: 'lead' });

    const photos = within(await screen.findByRole('region', { name: "Foto's" }));
    const before = photos.getByRole('img', { name: `Foto vooraf: ${kaizen.title}` });
    const after = photos.getByRole('img', { name: `Foto achteraf: ${kaizen.title}` });
    expect(before).toHaveAttribute('src', BEFORE);
    expect(after).toHaveAttribute('src', AFTER);
    expect(before.closest('figure')).toHaveTextContent('Foto vooraf');
    expect(after.closest('figure')).toHaveTextContent('Foto achteraf');
    // One frame for both: the same size and crop come from one rule (photo-pair.scss).
    expect(before.closest('.photo-pair')).toBe(after.closest('.photo-pair'));

    const slider = photos.getByRole('slider', { name: 'Foto vooraf en achteraf vergelijken' });
    expect(slider).toHaveAttribute('aria-valuetext', '50% vooraf, 50% achteraf');
    fireEvent.change(slider, { target: { value: '70' } });
    expect(slider).toHaveAttribute('aria-valuetext', '70% vooraf, 30% achteraf');
    const pair = before.closest<HTMLElement>('.photo-pair');
    expect(pair?.style.getPropertyValue('--photo-pair-shown')).toBe('70%');
    // The texts follow the picture; the situation is told in words, not twice as a photo.
    expect(screen.getByRole('heading', { level: 2, name: 'Huidige situatie' })).toBeVisible();
  });

  test('told as a photo only, the before photo is the situation within the pair', async () => {
    const kaizen = seededKaizen((k) => k.team_id === 1 && k.status === 'approved');
    Object.assign(kaizen, { problem: '', before_image_src: BEFORE, after_image_src: AFTER });

    await renderApp(`/kaizen/${kaizen.id}`, { as: 'lead' });

    const photos = within(await screen.findByRole('region', { name: "Foto's" }));
    expect(photos.getByRole('img', { name: `Foto vooraf: ${kaizen.title}` })).toBeVisible();
    expect(screen.getAllByRole('img', { name: `Foto vooraf: ${kaizen.title}` })).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Huidige situatie' })).not.toBeInTheDocument();
    expect(screen.queryByText('Nog niet ingevuld.')).not.toBeInTheDocument();
  });

  test('one photo alone fills the frame, without a slider', async () => {
    const kaizen = seededKaizen((k) => k.team_id === 1 && k.status === 'approved');
    Object.assign(kaizen, { before_image_src: null, after_image_src: AFTER });

    await renderApp(`/kaizen/${kaizen.id}`, { as: 'lead' });

    const photos = within(await screen.findByRole('region', { name: "Foto's" }));
    expect(photos.getByRole('img', { name: `Foto achteraf: ${kaizen.title}` })).toBeVisible();
    expect(photos.queryByRole('img', { name: /^Foto vooraf/ })).not.toBeInTheDocument();
    expect(photos.queryByRole('slider')).not.toBeInTheDocument();
  });
});
