import { KAIZEN_LIMITS } from '@/api/schemas/kaizen';

/** The server checks every uploaded image against these; checking first saves a wasted upload. */
export const PICTURE_TYPES: readonly string[] = KAIZEN_LIMITS.imageTypes;
const PICTURE_MAX_BYTES = KAIZEN_LIMITS.imageMaxBytes;
export const PICTURE_MAX_MB = PICTURE_MAX_BYTES / 1024 / 1024;

export type PictureProblem = 'type' | 'size';

export function pictureProblem(file: Blob): PictureProblem | null {
  if (!PICTURE_TYPES.includes(file.type)) return 'type';
  return file.size > PICTURE_MAX_BYTES ? 'size' : null;
}

/** A data URL for the preview: it needs no clean-up, unlike an object URL. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('Not a data URL.'));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
