import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Catches the files the app saves (src/utils/download.ts): jsdom has no object URLs and no
 * downloads. Call at the top of a test file; the returned list holds this test's files.
 */
export function catchDownloads(): Blob[] {
  const downloads: Blob[] = [];
  beforeEach(() => {
    downloads.length = 0;
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        downloads.push(blob);
        return 'blob:export';
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  return downloads;
}
