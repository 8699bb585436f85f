import { KAIZEN_LIMITS } from '@/api/schemas/kaizen';
import type { FieldMessage } from './kaizen-form-values';

export const PHOTO_MAX_MB = KAIZEN_LIMITS.imageMaxBytes / 1024 / 1024;
export const PHOTO_ACCEPT = KAIZEN_LIMITS.imageTypes.join(',');

/** Why the server would refuse this photo, so it is never sent: its type. */
export function photoTypeProblem(file: Blob): FieldMessage | null {
  return (KAIZEN_LIMITS.imageTypes as readonly string[]).includes(file.type)
    ? null
    : { key: 'photo.wrong_type' };
}

/** ...and its size, checked after scaling, which usually brings a phone photo well under. */
export function photoSizeProblem(file: Blob): FieldMessage | null {
  return file.size > KAIZEN_LIMITS.imageMaxBytes
    ? { key: 'photo.too_large', values: { max: PHOTO_MAX_MB } }
    : null;
}
