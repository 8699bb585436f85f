import { getResponse, http, type RequestHandler } from 'msw';

/** A write the demo did, as it answered it. */
interface Done {
  method: string;
  path: string;
  status: number;
  headers: [string, string][];
  body: string;
}

// The most recent keys only: a retry comes within minutes, and the Node demo server runs long.
const KEPT_KEYS = 1000;
const done = new Map<string, Done>();
// Writes being done: a second send of the same key waits for the first (the contract's lock).
const doing = new Map<string, Promise<unknown>>();

function remember(key: string, write: Done) {
  done.set(key, write);
  if (done.size > KEPT_KEYS) done.delete(done.keys().next().value ?? key);
}

/**
 * The contract's idempotency (docs/api.md, "Idempotency"): a write sent again with the key of
 * one the server already did is answered as it was then, and not done a second time. Only
 * successes are remembered: a refusal or a 5xx did nothing, so a retry runs for real.
 */
export function idempotent(handlers: readonly RequestHandler[]): RequestHandler {
  return http.all('*', async ({ request }) => {
    const key = request.headers.get('Idempotency-Key');
    if (!key || request.method === 'GET') return undefined;
    const path = new URL(request.url).pathname;
    await doing.get(key);
    const earlier = done.get(key);
    if (earlier && earlier.method === request.method && earlier.path === path) {
      return new Response(earlier.body, {
        status: earlier.status,
        headers: [...earlier.headers, ['Idempotent-Replayed', 'true']],
      });
    }
    const answering = answer(handlers, request, key, path);
    doing.set(key, answering);
    try {
      return await answering;
    } finally {
      if (doing.get(key) === answering) doing.delete(key);
    }
  });
}

/** Answers the write with the resource handlers and keeps a success under its key. */
async function answer(
  handlers: readonly RequestHandler[],
  request: Request,
  key: string,
  path: string,
): Promise<Response | undefined> {
  const response = await getResponse([...handlers], request.clone());
  if (response?.ok) {
    remember(key, {
      method: request.method,
      path,
      status: response.status,
      headers: [...response.headers.entries()],
      body: await response.clone().text(),
    });
  }
  return response;
}
