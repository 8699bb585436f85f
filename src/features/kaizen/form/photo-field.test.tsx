import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, expect, test, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import nlBase from '@/mocks/lang/nl/base.json';
import nlKaizenNew from '@/mocks/lang/nl/kaizen.new.json';
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

test('a phone can take the photo with its camera, which goes the same way as a chosen file', async () => {
  const onChoose = renderField();
  const camera = screen.getByLabelText<HTMLInputElement>('Maak een foto vooraf');
  expect(camera).toHaveAttribute('type', 'file');
  expect(camera).toHaveAttribute('capture', 'environment');
  expect(camera).toHaveAttribute('accept', 'image/*');

  const photo = new File(['x'], 'camera.jpg', { type: 'image/jpeg' });
  await userEvent.upload(camera, photo);

  expect(onChoose).toHaveBeenCalledWith(photo);
});

test('the drop zone is the one visible control: the file input behind it is hidden but labelled by it', () => {
  renderField();
  const input = screen.getByLabelText<HTMLInputElement>(/^Foto vooraf/);

  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveClass('visually-hidden');
  expect(input.labels?.[0]).toHaveTextContent('Sleep een foto hierheen');
});

test('on a touch screen the drop zone says to choose a photo, not to drag one', () => {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: query === '(pointer: coarse)',
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  }));
  renderField();

  const zone = screen.getByLabelText<HTMLInputElement>(/^Foto vooraf/).labels?.[0];
  expect(zone).toHaveTextContent('Tik hier om een foto te kiezen.');
  expect(zone).not.toHaveTextContent(/Sleep/);
});
