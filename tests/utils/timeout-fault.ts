import { HttpResponse } from 'msw';
import { onTestFinished } from 'vitest';
import { http as client } from '@/api/http';

/** The client's timeout for the sends a test lets time out. */
const SHORT_TIMEOUT_MS = 150;

/** An msw path (`*` then `/api/kaizen/:id`) as a pattern for the address axios sends to. */
function addressPattern(call: string): RegExp {
  const source = call
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/:\w+/g, '[^/?]+');
  return new RegExp(`${source}(\\?|$)`);
}

/**
 * Gives the first `times` sends of `method call` a short timeout, so a call that never answers fails
 * as it would after `env.apiTimeoutMs` without waiting that long; every other call keeps the
 * real one (a busy machine must not time out a good answer). msw's XMLHttpRequest mock ignores
 * `timeout`, so the client goes through axios's fetch adapter (which needs an absolute address)
 * until the test ends.
 */
export function useShortTimeout(method: string, call: string, times = 1): void {
  const { adapter, baseURL } = client.defaults;
  client.defaults.adapter = 'fetch';
  client.defaults.baseURL = location.origin;
  const pattern = addressPattern(call);
  let left = times;
  const interceptor = client.interceptors.request.use((config) => {
    const address = `${config.baseURL ?? ''}${config.url ?? ''}`;
    if (left > 0 && config.method?.toLowerCase() === method && pattern.test(address)) {
      left -= 1;
      config.timeout = SHORT_TIMEOUT_MS;
    }
    return config;
  });
  onTestFinished(() => {
    client.interceptors.request.eject(interceptor);
    Object.assign(client.defaults, { adapter, baseURL });
  });
}

/** A server that takes the call and never answers: it waits until the client gives up. */
export async function neverAnswer({ request }: { request: Request }): Promise<Response> {
  await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
  return HttpResponse.error();
}
