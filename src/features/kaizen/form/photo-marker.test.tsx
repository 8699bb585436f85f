import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import nlBase from '@/mocks/lang/nl/base.json';
import nlKaizenNew from '@/mocks/lang/nl/kaizen.new.json';
import { MARK_COLOUR } from './photo-marks';
import { PhotoField } from './photo-field';

/** What the canvases were asked to draw, and the JPEGs they were asked for. */
let strokes: string[];
let encoded: string[];

/** A 2D context that notes each stroke's colour, and whether its canvas is on screen or a file's. */
function fakeContext(canvas: HTMLCanvasElement) {
  const fake = {
    canvas,
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    lineCap: 'butt',
    lineJoin: 'miter',
    fillRect: vi.fn(),
    drawImage: vi.fn(),
    beginPath: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    arc: vi.fn(),
    stroke: () => strokes.push(`${canvas.isConnected ? 'screen' : 'file'} ${fake.strokeStyle}`),
  };
  return fake as unknown as CanvasRenderingContext2D;
}

/** jsdom has no canvas and no image decoder: stand-ins that note what the marker draws. */
function fakeCanvas() {
  strokes = [];
  encoded = [];
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(() => Promise.resolve({ width: 400, height: 300, close: vi.fn() })),
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function context(
    this: HTMLCanvasElement,
  ) {
    return fakeContext(this);
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done, type) => {
    encoded.push(String(type));
    done(new Blob(['marked pixels'], { type: 'image/jpeg' }));
  });
}

beforeEach(async () => {
  i18n.addResourceBundle('nl', 'base', nlBase, true, true);
  i18n.addResourceBundle('nl', 'kaizen.new', nlKaizenNew, true, true);
  await i18n.changeLanguage('nl');
  fakeCanvas();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const chosen = new File(['original pixels'], 'machine.png', { type: 'image/png' });

function renderChosenPhoto() {
  const onChoose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <PhotoField
        name="before_image"
        label="Foto vooraf"
        photo={{ file: chosen, previewUrl: 'blob:chosen', removeSaved: false }}
        savedSrc={null}
        scaling={false}
        onChoose={onChoose}
        onRemove={vi.fn()}
      />
    </I18nextProvider>,
  );
  return onChoose;
}

/** Opens the marker and places an arrow by keyboard: start in the middle, end four steps right. */
async function markByKeyboard() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Foto vooraf markeren' }));
  const dialog = await screen.findByRole('dialog', { name: 'Foto vooraf markeren' });
  const photo = await within(dialog).findByRole('application', { name: 'Foto vooraf markeren' });
  expect(photo).toHaveAccessibleDescription(/pijltjestoetsen verplaatsen het kruis/);
  photo.focus();
  await user.keyboard('{Enter}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
  expect(within(dialog).getByRole('status')).toHaveTextContent('1 markering.');
  return { user, dialog };
}

test("a photo marked by keyboard is kept: the marked JPEG takes the chosen photo's place", async () => {
  const onChoose = renderChosenPhoto();
  const { user, dialog } = await markByKeyboard();
  expect(strokes).toContain(`screen ${MARK_COLOUR}`);

  await user.click(within(dialog).getByRole('button', { name: 'Klaar' }));

  await waitFor(() => expect(onChoose).toHaveBeenCalledTimes(1));
  const marked = vi.mocked(onChoose).mock.calls[0][0] as File;
  expect(marked).not.toBe(chosen);
  expect(marked).toMatchObject({ name: 'machine.jpg', type: 'image/jpeg' });
  await expect(marked.text()).resolves.toBe('marked pixels');
  // The file's canvas had the arrow drawn on it before it was encoded.
  expect(strokes).toContain(`file ${MARK_COLOUR}`);
  expect(encoded).toEqual(['image/jpeg']);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('button', { name: 'Foto vooraf markeren' })).toHaveFocus();
});

test('discarding leaves the chosen photo as it was, and the focus back on the button', async () => {
  const onChoose = renderChosenPhoto();
  const { user, dialog } = await markByKeyboard();

  await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(onChoose).not.toHaveBeenCalled();
  expect(encoded).toEqual([]);
  expect(screen.getByRole('button', { name: 'Foto vooraf markeren' })).toHaveFocus();
});

test('undo takes the last mark off before it is kept; Escape first drops a mark under way', async () => {
  renderChosenPhoto();
  const { user, dialog } = await markByKeyboard();

  await user.click(within(dialog).getByRole('button', { name: 'Ongedaan maken' }));
  expect(within(dialog).getByRole('status')).toHaveTextContent('Nog geen markering.');
  expect(within(dialog).getByRole('button', { name: 'Ongedaan maken' })).toBeDisabled();

  within(dialog).getByRole('application').focus();
  await user.keyboard('{Enter}');
  expect(within(dialog).getByRole('status')).toHaveTextContent('Begin gezet.');
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(within(dialog).getByRole('status')).toHaveTextContent('Nog geen markering.');
});

test('a saved photo, not chosen here, has no mark button: only a chosen photo is replaced', () => {
  render(
    <I18nextProvider i18n={i18n}>
      <PhotoField
        name="before_image"
        label="Foto vooraf"
        photo={{ file: null, previewUrl: null, removeSaved: false }}
        savedSrc="/storage/before.jpg"
        scaling={false}
        onChoose={vi.fn()}
        onRemove={vi.fn()}
      />
    </I18nextProvider>,
  );
  expect(screen.getByRole('button', { name: 'Foto vooraf verwijderen' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Foto vooraf markeren' })).toBeNull();
});
