import { HttpResponse } from 'msw';
import { onTestFinished } from 'vitest';
import { http as client } from '@/api/http';

/** The client's timeout during a test that calls `useShortTimeout`: long enough for a good answer. */
const SHORT_TIMEOUT_MS = 150;

/**
 * Shortens the one HTTP client's timeout for this test, so a call that never answers fails as it
 * would after `env.apiTimeoutMs`, without waiting that long. msw's XMLHttpRequest mock ignores
 * `timeout`, so the client goes through axios's fetch adapter (which needs an absolute address)
 * until the test ends.
 */
export function useShortTimeout(): void {
  const { adapter, baseURL, timeout } = client.defaults;
  client.defaults.adapter = 'fetch';
  client.defaults.baseURL = location.origin;
  client.defaults.timeout = SHORT_TIMEOUT_MS;
  onTestFinished(() => {
    Object.assign(client.defaults, { adapter, baseURL, timeout });
  });
}

/** A server that takes the call and never answers: it waits until the client gives up. */
export async function neverAnswer({ request }: { request: Request }): Promise<Response> {
  await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
  return HttpResponse.error();
}
