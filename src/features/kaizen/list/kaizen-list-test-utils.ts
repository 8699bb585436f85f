import { beforeEach } from 'vitest';
import { useAdminStorage } from '@/stores/admin-storage-store';
import { recordRequests } from '@tests/utils/api';
import { catchDownloads as catchFiles } from '@tests/utils/downloads';

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
 * Catches the files a list exports (tests/utils/downloads.ts); the lists' kept filters are
 * reset before each test.
 */
export function catchDownloads(): Blob[] {
  beforeEach(() => {
    useAdminStorage.setState({ approvedFilters: undefined, declinedFilters: undefined });
  });
  return catchFiles();
}
