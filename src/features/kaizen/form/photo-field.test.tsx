import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, expect, test, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import nlBase from '@/mocks/lang/nl/base.json';
import nlKaizenNew from '@/mocks/lang/nl/kaizen.new.json';
import { screenMatching } from '@tests/utils/match-media';
import { PhotoField } from './photo-field';

beforeEach(async () => {
  i18n.addResourceBundle('nl', 'base', nlBase, true, true);
  i18n.addResourceBundle('nl', 'kaizen.new', nlKaizenNew, true, true);
  await i18n.changeLanguage('nl');
});

function renderField(onChoose = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <PhotoField
        name="before_image"
        label="Foto vooraf"
        photo={{ file: null, previewUrl: null, removeSaved: false }}
        savedSrc={null}
        scaling={false}
        onChoose={onChoose}
        onRemove={vi.fn()}
      />
    </I18nextProvider>,
  );
  return onChoose;
}

test('on a touch screen the one control opens the camera, and the photo goes the way of a chosen file', async () => {
  screenMatching('(pointer: coarse)');
  const onChoose = renderField();
  const camera = screen.getByLabelText<HTMLInputElement>(/^Foto vooraf/);
  expect(camera).toHaveAttribute('type', 'file');
  expect(camera).toHaveAttribute('capture', 'environment');
  expect(camera).toHaveAttribute('accept', 'image/*');
  expect(camera.labels?.[0]).not.toHaveTextContent(/Sleep/);

  const photo = new File(['x'], 'camera.jpg', { type: 'image/jpeg' });
  await userEvent.upload(camera, photo);

  expect(onChoose).toHaveBeenCalledWith(photo);
});

test('on a touch screen a photo taken before is chosen through the link under the camera button', async () => {
  screenMatching('(pointer: coarse)');
  const onChoose = renderField();
  const library = screen.getByLabelText<HTMLInputElement>('Of kies een bestaande foto vooraf');
  expect(library).not.toHaveAttribute('capture');

  const photo = new File(['x'], 'earlier.png', { type: 'image/png' });
  await userEvent.upload(library, photo);

  expect(onChoose).toHaveBeenCalledWith(photo);
});

test('with a mouse the drop zone is the one control: the file input behind it is hidden but labelled by it', () => {
  renderField();
  const input = screen.getByLabelText<HTMLInputElement>(/^Foto vooraf/);

  expect(input).toHaveAttribute('type', 'file');
  expect(input).not.toHaveAttribute('capture');
  expect(input).toHaveClass('visually-hidden');
  expect(input.labels?.[0]).toHaveTextContent('Sleep een foto hierheen');
  expect(screen.getAllByLabelText(/foto/i)).toEqual([input]);
});
