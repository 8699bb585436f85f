import type { IncomingMessage } from 'node:http';
import type { ProxyOptions } from 'vite';

/**
 * A Referer or Origin the dev server's own pages sent, as the target's own pages would send it;
 * any other value unchanged. Laravel Sanctum's EnsureFrontendRequestsAreStateful gives an API
 * request a session only when this names one of its stateful domains, which by default hold
 * APP_URL's host but not the dev server's `localhost:5173`.
 */
function asTargetPage(
  name: 'origin' | 'referer',
  value: string,
  devHost: string | undefined,
  target: URL,
): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value; // "null", or nothing a page sends
  }
  if (url.host !== devHost) return value;
  return name === 'origin' ? target.origin : `${target.origin}${url.pathname}${url.search}`;
}

/**
 * `server.proxy` for a real Laravel at `target` (VITE_API_PROXY_TARGET): each of `prefixes` to
 * it, so the browser meets the API as same-origin. Laravel then sees its own origin, as from
 * its own pages (Host, and Origin and Referer for Sanctum's stateful API), and the cookies it
 * sets belong to the dev server's host whatever its SESSION_DOMAIN. Laravel's CSRF check still
 * applies: a rewritten Origin does not let a request without the XSRF token through.
 */
export function devProxy(target: string, prefixes: readonly string[]) {
  const targetUrl = new URL(target);
  const options: ProxyOptions = {
    target,
    changeOrigin: true,
    cookieDomainRewrite: { '*': '' },
    configure(proxy) {
      proxy.on('proxyReq', (proxyReq, req: IncomingMessage) => {
        for (const name of ['origin', 'referer'] as const) {
          const value = req.headers[name];
          if (value)
            proxyReq.setHeader(name, asTargetPage(name, value, req.headers.host, targetUrl));
        }
      });
    },
  };
  return Object.fromEntries(prefixes.map((prefix) => [prefix, options]));
}
