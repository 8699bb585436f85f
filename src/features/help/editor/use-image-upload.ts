import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { uploadEditorImage } from '@/api/content';
import { failureMessage } from '@/lib/failure-message';

/** The file name without folder and extension, as a first alt text for the image. */
function altFromFileName(name: string): string {
  return name
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
}

/**
 * Uploads an image chosen in the editor (POST /crud/editor_image) and hands back an <img> with
 * the address the server stored it under, for the editor to insert.
 */
export function useImageUpload(namespace: string, onUploaded: (image: HTMLImageElement) => void) {
  const { t } = useTranslation([namespace, 'base']);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File): Promise<void> {
    setError(null);
    if (!file.type.startsWith('image/')) {
      setError(t('editor.not_an_image'));
      return;
    }
    setUploading(true);
    try {
      const stored = await uploadEditorImage(file);
      const image = document.createElement('img');
      image.setAttribute('src', stored.src);
      image.setAttribute('alt', altFromFileName(file.name));
      onUploaded(image);
    } catch (failure) {
      setError(`${t('editor.upload_failed')} ${failureMessage(failure)}`);
    } finally {
      setUploading(false);
    }
  }

  return { upload, uploading, error };
}
