import { KAIZEN_LIMITS } from '@/api/schemas/kaizen';
import { isSafeImageSrc } from '@/utils/safe-url';

// The server checks every uploaded image against the same limits as a kaizen's picture.
export const LOGO_TYPES: readonly string[] = KAIZEN_LIMITS.imageTypes;
export const LOGO_MAX_BYTES = KAIZEN_LIMITS.imageMaxBytes;

export type LogoProblem = 'type' | 'size';

/** Why a chosen file cannot be the logo, or null when it can. */
export function logoProblem(file: File): LogoProblem | null {
  if (!LOGO_TYPES.includes(file.type)) return 'type';
  return file.size > LOGO_MAX_BYTES ? 'size' : null;
}

/** The file as a data URL for its preview; null when it is not an image we may show. */
export function readPreview(file: Blob): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(isSafeImageSrc(reader.result) ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}
