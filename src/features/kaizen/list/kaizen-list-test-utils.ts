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
