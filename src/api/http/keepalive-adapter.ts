import type { AxiosAdapter, AxiosResponse } from 'axios';
import settle from 'axios/unsafe/core/settle.js';
import resolveConfig from 'axios/unsafe/helpers/resolveConfig.js';

/**
 * Sends a request as a `fetch` with `keepalive`, which the browser finishes after the page is
 * gone; an XMLHttpRequest (axios's adapter here: the build leaves its fetch adapter out) ends
 * with its page. Address, XSRF header and form data are resolved as axios's own adapters do.
 */
export const keepaliveAdapter: AxiosAdapter = async (config) => {
  const resolved = resolveConfig(config);
  const headers = new Headers();
  for (const [name, value] of Object.entries(resolved.headers.normalize(false).toJSON())) {
    headers.set(name, String(value));
  }
  const answer = await fetch(resolved.url, {
    method: (resolved.method ?? 'get').toUpperCase(),
    headers,
    body: resolved.data as BodyInit | null | undefined,
    credentials: resolved.withCredentials ? 'include' : 'same-origin',
    keepalive: true,
  });
  const response: AxiosResponse = {
    data: await answer.text(),
    status: answer.status,
    statusText: answer.statusText,
    headers: Object.fromEntries(answer.headers.entries()),
    config,
  };
  return new Promise((resolve, reject) => settle(resolve, reject, response));
};
