import { DeadlineError, withDeadline } from '@/utils/deadline';
import { KAIZEN_LIMITS } from '@/api/schemas/kaizen';

/** Photos are scaled in the browser so a phone picture uploads fast and fits the size limit. */
export const MAX_SIDE = 1600;
/** Attempts at a smaller size when a scaled photo is still above the server's limit. */
const SHRINK_ATTEMPTS = 4;
export const JPEG_QUALITY = 0.85;

export interface DecodedImage {
  width: number;
  height: number;
  source: CanvasImageSource;
  close: () => void;
}

/** Decoding and encoding of images: the browser's, or a test's stand-in. */
export interface ImageCodec {
  decode: (file: Blob) => Promise<DecodedImage>;
  /**
   * A JPEG of the image at the given size, or null when the browser could not make one;
   * `paint` draws over the image before it is encoded (the author's marks).
   */
  encode: (
    image: DecodedImage,
    width: number,
    height: number,
    paint?: (context: CanvasRenderingContext2D) => void,
  ) => Promise<Blob | null>;
}

function encodeOnCanvas(
  image: DecodedImage,
  width: number,
  height: number,
  paint?: (context: CanvasRenderingContext2D) => void,
) {
  return new Promise<Blob | null>((resolve) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) {
      resolve(null);
      return;
    }
    // JPEG has no transparency: a transparent PNG would otherwise turn black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image.source, 0, 0, width, height);
    paint?.(context);
    canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY);
  });
}

/** The browser's codec, or null where there is none (jsdom has no createImageBitmap). */
export function browserCodec(): ImageCodec | null {
  if (typeof globalThis.createImageBitmap !== 'function') return null;
  return {
    decode: async (file) => {
      const bitmap = await createImageBitmap(file);
      return {
        width: bitmap.width,
        height: bitmap.height,
        source: bitmap,
        close: () => bitmap.close(),
      };
    },
    encode: encodeOnCanvas,
  };
}

export function scaledSize(width: number, height: number, maxSide = MAX_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

export const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;

/**
 * How long scaling may take before the photo is kept as chosen (test seam). A decoder that
 * never answers (seen with canvas `toBlob` on very large images) must not leave the form busy.
 */
export const scalingDeadline = { ms: 20_000 };

/**
 * The photo as JPEG with its longest side at most MAX_SIDE and its size under `maxBytes` (the
 * server's upload limit): smaller still when the first try is too heavy. The file itself when
 * it already fits, a GIF (scaling would stop its animation), when it cannot be decoded here, or
 * when scaling outlives `scalingDeadline` (the size check and the server then have the last
 * word).
 */
export function scaleImage(
  file: File,
  codec = browserCodec(),
  maxBytes: number = KAIZEN_LIMITS.imageMaxBytes,
): Promise<File> {
  return withDeadline(scaled(file, codec, maxBytes), scalingDeadline.ms).catch((error: unknown) => {
    if (error instanceof DeadlineError) return file;
    throw error;
  });
}

async function scaled(file: File, codec: ImageCodec | null, maxBytes: number): Promise<File> {
  if (!codec || file.type === 'image/gif') return file;
  let image: DecodedImage;
  try {
    image = await codec.decode(file);
  } catch {
    return file;
  }
  try {
    const longest = Math.max(image.width, image.height);
    if (longest <= MAX_SIDE && file.size <= maxBytes) return file;
    let side = Math.min(longest, MAX_SIDE);
    let blob: Blob | null = null;
    for (let attempt = 0; attempt < SHRINK_ATTEMPTS; attempt += 1) {
      const size = scaledSize(image.width, image.height, side);
      blob = await codec.encode(image, size.width, size.height);
      if (!blob || blob.size <= maxBytes) break;
      // JPEG size grows with the pixel count: shrink both sides by the root of the excess.
      side = Math.max(1, Math.floor(side * Math.sqrt(maxBytes / blob.size) * 0.9));
    }
    return blob ? new File([blob], jpegName(file.name), { type: 'image/jpeg' }) : file;
  } finally {
    image.close();
  }
}
