import { afterEach, beforeEach, vi } from 'vitest';
import { useAdminStorage } from '@/stores/admin-storage-store';
import { recordRequests } from '@tests/utils/api';

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    return Object.fromEntries((await request.clone().formData()).entries());
  }
  return request.clone().json();
}

/** The requests the app sends to `pathname` from now on, with their bodies. */
export function recordRequestsTo(pathname: string) {
  const requests = recordRequests();
  const received = () =>
    requests.all.filter((request) => new URL(request.url).pathname === pathname);
  return {
    received,
    bodies: () => Promise.all(received().map(readBody)),
    lastBody: async () => {
      const last = received().at(-1);
      return last && readBody(last);
    },
    clear: () => requests.clear(),
  };
}

/**
 * Catches the files a list exports: jsdom has no object URLs and no downloads. Call at the top
 * of a test file; the returned list holds this test's files, and the lists' kept filters are
 * reset before each test.
 */
export function catchDownloads(): Blob[] {
  const downloads: Blob[] = [];
  beforeEach(() => {
    downloads.length = 0;
    useAdminStorage.setState({ approvedFilters: undefined, declinedFilters: undefined });
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
