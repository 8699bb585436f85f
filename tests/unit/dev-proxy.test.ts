// @vitest-environment node
import { EventEmitter } from 'node:events';
import type { ProxyOptions } from 'vite';
import { expect, test } from 'vitest';
import { devProxy } from '../../scripts/dev-proxy';

/** The headers the proxy sends on to the target for a browser request with `headers`. */
function forwarded(options: ProxyOptions, headers: Record<string, string>) {
  const proxy = new EventEmitter();
  options.configure?.(
    proxy as unknown as Parameters<NonNullable<ProxyOptions['configure']>>[0],
    options,
  );
  const sent: Record<string, string> = {};
  const proxyReq = { setHeader: (name: string, value: string) => (sent[name] = value) };
  proxy.emit('proxyReq', proxyReq, { headers: { host: 'localhost:5173', ...headers } });
  return sent;
}

const proxy = devProxy('https://kaizen.example.com', ['/api', '/login']);

test('every API prefix goes to the target, as the target host', () => {
  expect(Object.keys(proxy)).toEqual(['/api', '/login']);
  expect(proxy['/api']).toMatchObject({ target: 'https://kaizen.example.com', changeOrigin: true });
});

test("the dev server's own pages reach the target with its Origin and Referer, as Sanctum's stateful domains expect", () => {
  expect(
    forwarded(proxy['/api'], {
      origin: 'http://localhost:5173',
      referer: 'http://localhost:5173/kaizen/7?tab=2',
    }),
  ).toEqual({
    origin: 'https://kaizen.example.com',
    referer: 'https://kaizen.example.com/kaizen/7?tab=2',
  });
});

test('another site stays another site', () => {
  expect(
    forwarded(proxy['/login'], {
      origin: 'https://evil.example',
      referer: 'https://evil.example/',
    }),
  ).toEqual({ origin: 'https://evil.example', referer: 'https://evil.example/' });
  expect(forwarded(proxy['/login'], { origin: 'null' })).toEqual({ origin: 'null' });
  expect(forwarded(proxy['/login'], {})).toEqual({});
});
