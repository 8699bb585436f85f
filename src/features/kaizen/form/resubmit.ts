import { KAIZEN_LIMITS, type Kaizen } from '@/api/schemas/kaizen';
import type { KaizenFormStart } from './kaizen-form-start';
import { valuesFromKaizen, type KaizenFormValues, type PhotoField } from './kaizen-form-values';
import { JPEG_QUALITY } from './scale-image';

const PHOTO_FIELDS: readonly PhotoField[] = ['before_image', 'after_image'];

/**
 * The texts of a new kaizen that improves on `declined`: hers, with a line naming the old one
 * at the end of the situation, so whoever decides sees what it follows up. No team: the new
 * one goes where she files kaizens now, as any new kaizen does.
 */
export function resubmitValues(declined: Kaizen, linkLine: string): Partial<KaizenFormValues> {
  const values: Partial<KaizenFormValues> = valuesFromKaizen(declined);
  delete values.team_id;
  const problem = declined.problem.trim();
  return { ...values, problem: problem ? `${problem}\n\n${linkLine}` : linkLine };
}

function dataUrlBlob(src: string): Blob {
  const [head = '', data = ''] = src.split(',', 2);
  const type = /^data:([^;,]+)/.exec(head)?.[1] ?? '';
  const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type });
}

/** A picture the server would not take (the demo's drawings are SVG) as a JPEG, drawn here. */
async function asJpeg(blob: Blob): Promise<Blob> {
  const url = URL.createObjectURL(blob);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context || !canvas.width || !canvas.height) throw new Error('cannot draw the photo');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (jpeg) => (jpeg ? resolve(jpeg) : reject(new Error('cannot encode the photo'))),
        'image/jpeg',
        JPEG_QUALITY,
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * A saved photo as a file to send again: a data URL is read here (the demo keeps uploads so, and
 * the Content-Security-Policy's connect-src does not cover data:), anything else fetched from
 * the site. Rejects when it cannot be had.
 */
async function photoBlob(src: string): Promise<Blob> {
  let blob: Blob;
  if (src.startsWith('data:')) {
    blob = dataUrlBlob(src);
  } else {
    const response = await fetch(new URL(src, document.baseURI), { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`photo answered ${response.status}`);
    blob = await response.blob();
  }
  return (KAIZEN_LIMITS.imageTypes as readonly string[]).includes(blob.type) ? blob : asJpeg(blob);
}

/**
 * The photos of `declined` as files for the new kaizen, and whether any could not be had: the
 * form then says so and starts without that one.
 */
export async function resubmitPhotos(
  declined: Kaizen,
): Promise<{ photos: KaizenFormStart['photos']; failed: boolean }> {
  const photos: KaizenFormStart['photos'] = {};
  let failed = false;
  await Promise.all(
    PHOTO_FIELDS.map(async (field) => {
      const src = declined[`${field}_src`];
      if (!src) return;
      try {
        photos[field] = await photoBlob(src);
      } catch {
        failed = true;
      }
    }),
  );
  return { photos, failed };
}
