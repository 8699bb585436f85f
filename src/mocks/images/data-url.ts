import type { Upload } from '../http/body';

/**
 * The demo keeps uploads as base64 data URLs: they survive a reload in localStorage and the
 * client's image check accepts them (src/utils/safe-url.ts).
 */
export async function toDataUrl(file: Upload): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return `data:${file.type};base64,${btoa(binary)}`;
}
