import { jpegName, type DecodedImage, type ImageCodec } from './scale-image';

/** The marks drawn on a kaizen photo, and how they are drawn (no DOM: any 2D context will do). */

export const MARK_TOOLS = ['circle', 'arrow', 'line'] as const;
export type MarkTool = (typeof MARK_TOOLS)[number];

/** A point on the photo as a share of its width and height (0 to 1), whatever size it is drawn at. */
export interface MarkPoint {
  x: number;
  y: number;
}

/** A circle round `from` through `to`, an arrow from `from` pointing at `to`, or a line. */
export interface Mark {
  tool: MarkTool;
  from: MarkPoint;
  to: MarkPoint;
}

/** One colour, no choice: a strong yellow reads on most photos, its dark edge on the light ones. */
export const MARK_COLOUR = '#ffd500';
const MARK_EDGE = 'rgba(0, 0, 0, 0.6)';

/** The part of a 2D context the marks use (a test passes a recorder). */
export type MarkContext = Pick<
  CanvasRenderingContext2D,
  'beginPath' | 'moveTo' | 'lineTo' | 'arc' | 'stroke' | 'lineWidth' | 'strokeStyle'
> &
  Partial<Pick<CanvasRenderingContext2D, 'lineCap' | 'lineJoin'>>;

const within = (value: number) => Math.min(1, Math.max(0, value));

/** A point kept on the photo. */
export const onPhoto = (x: number, y: number): MarkPoint => ({ x: within(x), y: within(y) });

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where a pointer at (x, y) on the screen is on the photo, drawn whole and centred in `box`
 * (object-fit: contain): beside the photo counts as its edge. Null for a box with no size.
 */
export function pointOnPhoto(
  x: number,
  y: number,
  box: Box,
  photo: { width: number; height: number },
): MarkPoint | null {
  if (!box.width || !box.height) return null;
  const scale = Math.min(box.width / photo.width, box.height / photo.height);
  const width = photo.width * scale;
  const height = photo.height * scale;
  const left = box.left + (box.width - width) / 2;
  const top = box.top + (box.height - height) / 2;
  return onPhoto((x - left) / width, (y - top) / height);
}

/** The stroke's width in pixels: a hundredth of the photo's shorter side, at least 2. */
export const strokeWidth = (width: number, height: number) =>
  Math.max(2, Math.round(Math.min(width, height) / 100));

const inPixels = (point: MarkPoint, width: number, height: number) => ({
  x: point.x * width,
  y: point.y * height,
});

function pixelLength(mark: Mark, width: number, height: number) {
  const from = inPixels(mark.from, width, height);
  const to = inPixels(mark.to, width, height);
  return Math.hypot(to.x - from.x, to.y - from.y);
}

/** Shorter than two strokes, a mark is a tap (or a slip), not something to keep. */
export const isWorthKeeping = (mark: Mark, width: number, height: number) =>
  pixelLength(mark, width, height) >= 2 * strokeWidth(width, height);

/** The arrow's head: two strokes back from the tip, 30° either side of the shaft. */
const HEAD_ANGLE = Math.PI / 6;

function tracePath(context: MarkContext, mark: Mark, width: number, height: number) {
  const from = inPixels(mark.from, width, height);
  const to = inPixels(mark.to, width, height);
  context.beginPath();
  if (mark.tool === 'circle') {
    const radius = Math.hypot(to.x - from.x, to.y - from.y);
    context.moveTo(from.x + radius, from.y);
    context.arc(from.x, from.y, radius, 0, 2 * Math.PI);
    return;
  }
  context.moveTo(from.x, from.y);
  context.lineTo(to.x, to.y);
  if (mark.tool === 'line') return;
  const shaft = Math.atan2(to.y - from.y, to.x - from.x);
  const head = Math.min(pixelLength(mark, width, height) / 2, 5 * strokeWidth(width, height));
  for (const side of [-1, 1]) {
    const angle = shaft + Math.PI + side * HEAD_ANGLE;
    context.moveTo(to.x, to.y);
    context.lineTo(to.x + head * Math.cos(angle), to.y + head * Math.sin(angle));
  }
}

/**
 * Draws the marks over what the context holds (the photo), in the order they were made: each
 * first as a dark edge, then in the mark colour over it, so a later mark lies over an earlier one.
 */
export function drawMarks(
  context: MarkContext,
  marks: readonly Mark[],
  width: number,
  height: number,
) {
  const stroke = strokeWidth(width, height);
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const mark of marks) {
    tracePath(context, mark, width, height);
    context.strokeStyle = MARK_EDGE;
    context.lineWidth = stroke + 2 * Math.max(1, Math.round(stroke / 3));
    context.stroke();
    context.strokeStyle = MARK_COLOUR;
    context.lineWidth = stroke;
    context.stroke();
  }
}

/** The keyboard's cross hair at `point`: shown while marking, never part of the photo. */
export function drawCursor(context: MarkContext, point: MarkPoint, width: number, height: number) {
  const stroke = strokeWidth(width, height);
  const arm = 4 * stroke;
  const { x, y } = inPixels(point, width, height);
  context.beginPath();
  context.moveTo(x - arm, y);
  context.lineTo(x + arm, y);
  context.moveTo(x, y - arm);
  context.lineTo(x, y + arm);
  context.strokeStyle = MARK_EDGE;
  context.lineWidth = Math.max(1, Math.round(stroke / 2)) + 2;
  context.stroke();
  context.strokeStyle = '#fff';
  context.lineWidth = Math.max(1, Math.round(stroke / 2));
  context.stroke();
}

/**
 * The photo with its marks burned in: a JPEG of the same size, named after the chosen file, which
 * it replaces (the form then checks and scales it as any chosen photo). Null when the browser
 * made no JPEG.
 */
export async function markedPhoto(
  image: DecodedImage,
  name: string,
  marks: readonly Mark[],
  codec: Pick<ImageCodec, 'encode'>,
): Promise<File | null> {
  const { width, height } = image;
  const blob = await codec.encode(image, width, height, (context) =>
    drawMarks(context, marks, width, height),
  );
  return blob ? new File([blob], jpegName(name), { type: 'image/jpeg' }) : null;
}
