import { useCallback, useEffect, useState } from 'react';
import { type PhotoChanges, type PhotoField } from './kaizen-form-values';

export interface PhotoValue {
  /** A chosen photo, not uploaded yet. */
  file: File | null;
  previewUrl: string | null;
  /** The saved photo is to be removed on save. */
  removeSaved: boolean;
}

const NONE: PhotoValue = { file: null, previewUrl: null, removeSaved: false };
type Photos = Record<PhotoField, PhotoValue>;

type StartingFiles = Partial<Record<PhotoField, Blob | null | undefined>>;

const asFile = (blob: Blob, name: string) =>
  blob instanceof File ? blob : new File([blob], name, { type: blob.type });

/**
 * The chosen photos and their previews; every object URL made here is revoked again.
 * `starting`: photos chosen before (a kaizen back from the outbox), shown as chosen.
 */
export function useKaizenPhotos(starting: StartingFiles = {}) {
  // Every object URL made here, to revoke; a Set kept for the component's life.
  const [urls] = useState(() => new Set<string>());
  const [photos, setPhotos] = useState<Photos>(() => {
    const start = (field: PhotoField): PhotoValue => {
      const blob = starting[field];
      if (!blob) return NONE;
      const previewUrl = URL.createObjectURL(blob);
      urls.add(previewUrl);
      return { file: asFile(blob, `${field}.jpg`), previewUrl, removeSaved: false };
    };
    return { before_image: start('before_image'), after_image: start('after_image') };
  });

  useEffect(
    () => () => {
      urls.forEach((url) => URL.revokeObjectURL(url));
      urls.clear();
    },
    [urls],
  );

  const release = useCallback(
    (url: string | null) => {
      if (!url) return;
      URL.revokeObjectURL(url);
      urls.delete(url);
    },
    [urls],
  );

  const setPhoto = useCallback(
    (field: PhotoField, file: File) => {
      const previewUrl = URL.createObjectURL(file);
      urls.add(previewUrl);
      release(photos[field].previewUrl);
      setPhotos((current) => ({ ...current, [field]: { file, previewUrl, removeSaved: false } }));
    },
    [photos, release, urls],
  );

  /** Drops a chosen photo, or else marks the saved one for removal. */
  const removePhoto = useCallback(
    (field: PhotoField) => {
      const { file, previewUrl } = photos[field];
      release(previewUrl);
      setPhotos((current) => ({ ...current, [field]: { ...NONE, removeSaved: !file } }));
    },
    [photos, release],
  );

  return { photos, setPhoto, removePhoto };
}

/** The photo fields of a save: new files, and removals of saved photos. */
export function photoChanges(photos: Photos): PhotoChanges {
  return {
    before_image: photos.before_image.file,
    after_image: photos.after_image.file,
    remove_before_image: photos.before_image.removeSaved || undefined,
    remove_after_image: photos.after_image.removeSaved || undefined,
  };
}

/** A photo chosen, or a saved one marked for removal. */
export const photosChanged = (photos: Photos) =>
  Object.values(photos).some(({ file, removeSaved }) => file !== null || removeSaved);
