// @vitest-environment node
import { describe, expect, test, vi } from 'vitest';
import {
  drawMarks,
  isWorthKeeping,
  MARK_COLOUR,
  markedPhoto,
  pointOnPhoto,
  strokeWidth,
  type Mark,
  type MarkContext,
} from './photo-marks';
import type { DecodedImage } from './scale-image';

/** A 2D context that writes down what is drawn: paths as points, strokes with their style. */
function recordingContext() {
  const calls: string[] = [];
  let style = '';
  let width = 0;
  const context: MarkContext = {
    beginPath: () => calls.push('begin'),
    moveTo: (x, y) => calls.push(`move ${Math.round(x)},${Math.round(y)}`),
    lineTo: (x, y) => calls.push(`line ${Math.round(x)},${Math.round(y)}`),
    arc: (x, y, radius) =>
      calls.push(`arc ${Math.round(x)},${Math.round(y)} r${Math.round(radius)}`),
    stroke: () => calls.push(`stroke ${style} ${width}`),
    get strokeStyle() {
      return style;
    },
    set strokeStyle(value) {
      style = String(value);
    },
    get lineWidth() {
      return width;
    },
    set lineWidth(value) {
      width = value;
    },
  };
  return { context, calls };
}

const arrow: Mark = { tool: 'arrow', from: { x: 0.1, y: 0.5 }, to: { x: 0.6, y: 0.5 } };
const colourStrokes = (calls: string[]) => calls.filter((call) => call.includes(MARK_COLOUR));

describe('drawing marks on a photo', () => {
  test('the stroke grows with the photo: a hundredth of its shorter side, at least 2 px', () => {
    expect(strokeWidth(1600, 1200)).toBe(12);
    expect(strokeWidth(1200, 1600)).toBe(12);
    expect(strokeWidth(100, 80)).toBe(2);
  });

  test('an arrow is its shaft and a head of two strokes back from its point, in pixels of the photo', () => {
    const { context, calls } = recordingContext();

    drawMarks(context, [arrow], 1000, 800);

    const path = calls.slice(0, calls.indexOf(`stroke rgba(0, 0, 0, 0.6) 14`));
    expect(path.slice(0, 3)).toEqual(['begin', 'move 100,400', 'line 600,400']);
    // Five strokes (5 x 8 px) back from the point, 30° either side of the shaft.
    expect(path.slice(3)).toEqual(['move 600,400', 'line 565,420', 'move 600,400', 'line 565,380']);
  });

  test('a circle is round in pixels, centred where it started and through where it ended', () => {
    const { context, calls } = recordingContext();

    drawMarks(
      context,
      [{ tool: 'circle', from: { x: 0.5, y: 0.5 }, to: { x: 0.5, y: 0.8 } }],
      1000,
      500,
    );

    expect(calls).toContain('arc 500,250 r150');
  });

  test('each mark is drawn as a dark edge and then in the one colour over it, in the order made', () => {
    const { context, calls } = recordingContext();
    const line: Mark = { tool: 'line', from: { x: 0, y: 0 }, to: { x: 1, y: 1 } };

    drawMarks(context, [arrow, line], 1000, 800);

    const strokes = calls.filter((call) => call.startsWith('stroke'));
    expect(strokes).toEqual([
      'stroke rgba(0, 0, 0, 0.6) 14',
      `stroke ${MARK_COLOUR} 8`,
      'stroke rgba(0, 0, 0, 0.6) 14',
      `stroke ${MARK_COLOUR} 8`,
    ]);
    // The line's path starts after the arrow's colour stroke: it lies over the arrow.
    expect(calls.indexOf('move 0,0')).toBeGreaterThan(calls.indexOf(colourStrokes(calls)[0]));
  });

  test('a mark shorter than two strokes is a tap, not a mark', () => {
    const tap: Mark = { tool: 'line', from: { x: 0.5, y: 0.5 }, to: { x: 0.505, y: 0.5 } };
    expect(isWorthKeeping(tap, 1000, 800)).toBe(false);
    expect(isWorthKeeping(arrow, 1000, 800)).toBe(true);
  });
});

describe('where a pointer is on the photo', () => {
  // A 400x300 photo shown whole in a box of 1000x500 at (100, 50): 666.7x500, 166.7 px in.
  const box = { left: 100, top: 50, width: 1000, height: 500 };
  const photo = { width: 400, height: 300 };

  test('the photo is drawn whole and centred in its box, so a point is found in the photo itself', () => {
    expect(pointOnPhoto(600, 300, box, photo)).toEqual({ x: 0.5, y: 0.5 });
    expect(pointOnPhoto(100 + 500 / 3, 50, box, photo)).toEqual({ x: 0, y: 0 });
    expect(pointOnPhoto(100 + 500 / 3 + 1000 / 3, 50 + 125, box, photo)).toEqual({
      x: 0.5,
      y: 0.25,
    });
  });

  test('beside the photo counts as its edge, and a box with no size as nowhere', () => {
    expect(pointOnPhoto(110, 40, box, photo)).toEqual({ x: 0, y: 0 });
    expect(pointOnPhoto(1090, 600, box, photo)).toEqual({ x: 1, y: 1 });
    expect(pointOnPhoto(5, 5, { left: 0, top: 0, width: 0, height: 0 }, photo)).toBeNull();
  });
});

describe('keeping a marked photo', () => {
  const image: DecodedImage = {
    width: 1000,
    height: 800,
    source: {} as ImageBitmap,
    close: vi.fn(),
  };

  test('the marks are burned into a JPEG of the photo at its own size, named after the chosen file', async () => {
    const { context, calls } = recordingContext();
    const encode = vi.fn(
      (
        _image: DecodedImage,
        _width: number,
        _height: number,
        paint?: (c: CanvasRenderingContext2D) => void,
      ) => {
        paint?.(context as CanvasRenderingContext2D);
        return Promise.resolve(new Blob(['marked'], { type: 'image/jpeg' }));
      },
    );

    const marked = await markedPhoto(image, 'machine.png', [arrow], { encode });

    expect(encode).toHaveBeenCalledWith(image, 1000, 800, expect.any(Function));
    expect(colourStrokes(calls)).toHaveLength(1);
    expect(marked).toMatchObject({ name: 'machine.jpg', type: 'image/jpeg' });
    await expect(marked?.text()).resolves.toBe('marked');
  });

  test('when the browser makes no JPEG there is no marked photo', async () => {
    const encode = vi.fn(() => Promise.resolve(null));

    await expect(markedPhoto(image, 'machine.png', [arrow], { encode })).resolves.toBeNull();
  });
});
