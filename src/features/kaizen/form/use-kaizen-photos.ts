import { useCallback, useEffect, useRef, useState } from 'react';
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

/** The chosen photos and their previews; every object URL made here is revoked again. */
export function useKaizenPhotos() {
  const [photos, setPhotos] = useState<Photos>({ before_image: NONE, after_image: NONE });
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const made = urls.current;
    return () => {
      made.forEach((url) => URL.revokeObjectURL(url));
      made.clear();
    };
  }, []);

  const release = useCallback((url: string | null) => {
    if (!url) return;
    URL.revokeObjectURL(url);
    urls.current.delete(url);
  }, []);

  const setPhoto = useCallback(
    (field: PhotoField, file: File) => {
      const previewUrl = URL.createObjectURL(file);
      urls.current.add(previewUrl);
      release(photos[field].previewUrl);
      setPhotos((current) => ({ ...current, [field]: { file, previewUrl, removeSaved: false } }));
    },
    [photos, release],
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
