/** Photos are scaled in the browser so a phone picture uploads fast and fits the size limit. */
export const MAX_SIDE = 1600;
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
  /** A JPEG of the image at the given size, or null when the browser could not make one. */
  encode: (image: DecodedImage, width: number, height: number) => Promise<Blob | null>;
}

function encodeOnCanvas(image: DecodedImage, width: number, height: number) {
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

const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;

/**
 * The photo with its longest side at most MAX_SIDE, as JPEG; the file itself when it is small
 * enough, a GIF (scaling would stop its animation), or when it cannot be decoded here (the
 * server then has the last word).
 */
export async function scaleImage(file: File, codec = browserCodec()): Promise<File> {
  if (!codec || file.type === 'image/gif') return file;
  let image: DecodedImage;
  try {
    image = await codec.decode(file);
  } catch {
    return file;
  }
  try {
    if (Math.max(image.width, image.height) <= MAX_SIDE) return file;
    const size = scaledSize(image.width, image.height);
    const blob = await codec.encode(image, size.width, size.height);
    if (!blob) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg' });
  } finally {
    image.close();
  }
}
