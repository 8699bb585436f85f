import { onTestFinished } from 'vitest';
import { server } from '@/mocks/server';

export interface RecordedRequest {
  method: string;
  url: URL;
  /** The JSON body (or form fields as an object); undefined for a GET. */
  body: Promise<unknown>;
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    return Object.fromEntries((await request.formData()).entries());
  }
  return request.json();
}

/** Every request the app sends to `pathname` during this test, in the order sent. */
export function recordRequests(pathname: string) {
  const received: RecordedRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname !== pathname) return;
    received.push({ method: request.method, url, body: readBody(request.clone()) });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return {
    received,
    bodies: () => Promise.all(received.map((request) => request.body)),
    lastBody: async () => received.at(-1)?.body,
  };
}
