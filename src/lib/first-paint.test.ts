import { expect, test, vi } from 'vitest';
import { afterFirstPaint, firstPageShown } from './first-paint';

test('work waits until the first page is shown, then for the frame that paints it', async () => {
  const work = vi.fn();
  afterFirstPaint(work);
  // A frame and a task later, as long as the work itself would wait once the page is shown.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  expect(work).not.toHaveBeenCalled();

  firstPageShown();
  await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1));
  // Later work runs too, once a frame has passed.
  const later = vi.fn();
  afterFirstPaint(later);
  await vi.waitFor(() => expect(later).toHaveBeenCalledTimes(1));
});

test('work cancelled before it runs never runs: a component that went is not set afterwards', async () => {
  firstPageShown();
  const gone = vi.fn();
  const cancel = afterFirstPaint(gone);
  const kept = vi.fn();
  afterFirstPaint(kept);
  cancel();
  await vi.waitFor(() => expect(kept).toHaveBeenCalledTimes(1));
  expect(gone).not.toHaveBeenCalled();
});

test('the first page shown takes the place of index.html’s loading frame', () => {
  const frame = document.createElement('div');
  frame.id = 'qek-frame';
  document.body.append(frame);

  firstPageShown();

  expect(document.getElementById('qek-frame')).toBeNull();
});
