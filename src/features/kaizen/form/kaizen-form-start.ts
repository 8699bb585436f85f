import type { KaizenFormValues, PhotoField } from './kaizen-form-values';

/**
 * What a new kaizen starts from instead of an empty form: texts and photos to improve on (a
 * declined kaizen sent in again). `resubmitOf` keeps its unsaved typing apart from the
 * draft of a plain new kaizen.
 */
export interface KaizenFormStart {
  values: Partial<KaizenFormValues>;
  photos: Partial<Record<PhotoField, Blob>>;
  resubmitOf?: number;
}
