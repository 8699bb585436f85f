import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import {
  isAppRoute,
  isLanguageFile,
  LANGUAGE_CACHE,
  languageCacheKey,
  languageFileUrl,
  openPathOf,
  SHELL_URL,
  type PageMessage,
  type WorkerMessage,
} from './rules';

/**
 * The production service worker (docs/decisions.md, "Installable, with a
 * service worker"): the app shell and every
 * chunk precached, language files stale-while-revalidate, nothing else from the API.
 * Built into /build/sw.js by the `serviceWorker` plugin in vite.config.ts.
 */
declare const self: ServiceWorkerGlobalScope;
/** Filled in at build time with every file of the build (scripts/service-worker-plugin.ts). */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];

precacheAndRoute(__PRECACHE_MANIFEST__);
cleanupOutdatedCaches();
// The first visit is controlled at once, so it already works offline; a new version waits
// for the page's "reload to update" (skip-waiting below).
clientsClaim();

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppRoute(url),
  createHandlerBoundToURL(SHELL_URL),
);

const onlyComplete = {
  cacheWillUpdate: ({ response }: { response: Response }) =>
    Promise.resolve(response.status === 200 ? response : null),
};
const perLanguage = {
  cacheKeyWillBeUsed: ({ request }: { request: Request }) =>
    Promise.resolve(languageCacheKey(request.url, request.headers.get('Accept-Language'))),
};
registerRoute(
  ({ url }) => url.origin === self.location.origin && isLanguageFile(url),
  new StaleWhileRevalidate({ cacheName: LANGUAGE_CACHE, plugins: [onlyComplete, perLanguage] }),
);

/** Fetches the language files not yet kept, so a page never opened works offline too. */
async function warmLanguage(locale: string, pages: string[]): Promise<void> {
  const cache = await caches.open(LANGUAGE_CACHE);
  for (const page of pages) {
    const request = new Request(new URL(languageFileUrl(page), self.location.origin), {
      headers: { 'Accept-Language': locale, Accept: 'application/json' },
      credentials: 'same-origin',
    });
    const key = languageCacheKey(request.url, locale);
    if (await cache.match(key)) continue;
    try {
      const response = await fetch(request);
      if (response.status === 200) await cache.put(key, response);
    } catch {
      return; // offline again: the next page load tries anew
    }
  }
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as WorkerMessage | null;
  if (message?.type === 'skip-waiting') void self.skipWaiting();
  if (message?.type === 'warm-language')
    event.waitUntil(warmLanguage(message.locale, message.pages));
});

/**
 * A click on a decision's notification (src/lib/system-notifications.ts): the app's open
 * window shows the kaizen without a reload; without one, a new window opens it.
 */
async function openFromNotification(path: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(new URL(path, self.location.origin).href);
    return;
  }
  await open.focus();
  open.postMessage({ type: 'open', path } satisfies PageMessage);
}

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const path = openPathOf(event.notification.data);
  if (path !== null) event.waitUntil(openFromNotification(path));
});
