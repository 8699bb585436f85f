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
  CODE_CACHE,
  codeFor,
  isAppRoute,
  isLanguageFile,
  KEPT_PAGES_URL,
  LANGUAGE_CACHE,
  languageCacheKey,
  languageFileUrl,
  openPathOf,
  SHELL_URL,
  type PageMessage,
  type SignedInCode,
  type WorkerMessage,
} from './rules';

/**
 * The production service worker (docs/decisions.md, "Installable, with a
 * service worker"): the app shell and the sign-in pages precached, the signed-in code of the
 * pages the person may open kept once the page says who signed in, language files
 * stale-while-revalidate, nothing else from the API.
 * Built into /build/sw.js by the `serviceWorker` plugin in vite.config.ts.
 */
declare const self: ServiceWorkerGlobalScope;
/** Filled in at build time (scripts/service-worker-plugin.ts): the sign-in pages' files. */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];
/** Filled in at build time: the signed-in code, kept per person after a sign-in. */
declare const __SIGNED_IN_CODE__: SignedInCode;

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

const code = __SIGNED_IN_CODE__;
const codeCacheName = `${CODE_CACHE}${code.version}`;
const allCode = codeFor(code, Object.keys(code.pages));
const keptPagesKey = new URL(KEPT_PAGES_URL, self.location.origin).href;

// Signed-in code from its cache when kept there, else from the network (and not kept: only a
// sign-in decides what is).
registerRoute(
  ({ url }) => url.origin === self.location.origin && allCode.has(url.pathname),
  async ({ request }) =>
    (await (await caches.open(codeCacheName)).match(request)) ?? fetch(request),
);

const FETCHES_AT_ONCE = 4;

/** Fetches into `cache` the URLs it lacks, a few at a time; false if one failed (offline). */
async function fill(cache: Cache, urls: string[]): Promise<boolean> {
  const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  const missing = urls.filter((url) => !kept.has(url));
  let complete = true;
  const next = async (): Promise<void> => {
    for (let url = missing.pop(); url !== undefined && complete; url = missing.pop()) {
      try {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        await cache.put(url, response);
      } catch {
        complete = false; // the next sign-in or page load tries again
      }
    }
  };
  await Promise.all(Array.from({ length: FETCHES_AT_ONCE }, next));
  return complete;
}

/** Deletes from the cache all signed-in code but `urls` (the record of kept pages too). */
async function keepOnly(cache: Cache, urls: Set<string>): Promise<void> {
  for (const request of await cache.keys()) {
    if (!urls.has(new URL(request.url).pathname)) await cache.delete(request);
  }
}

/**
 * Keeps the signed-in code of `pages` and nothing else: what another person's pages needed
 * goes, what both need stays. With `fetchMissing`, what is missing is fetched and the pages recorded.
 */
async function keepCode(
  pages: string[],
  { fetchMissing }: { fetchMissing: boolean },
): Promise<void> {
  const cache = await caches.open(codeCacheName);
  const urls = codeFor(code, pages);
  await keepOnly(cache, urls);
  if (fetchMissing && (await fill(cache, [...urls])))
    await cache.put(keptPagesKey, new Response(JSON.stringify(pages)));
}

/** Other versions' caches: at a sign-out and once this version is active, they go. */
async function dropOtherVersions(): Promise<void> {
  for (const name of await caches.keys()) {
    if (name.startsWith(CODE_CACHE) && name !== codeCacheName) await caches.delete(name);
  }
}

/** The pages the version before kept, so an update keeps them too before it is offered. */
async function pagesKeptBefore(): Promise<string[]> {
  for (const name of await caches.keys()) {
    if (!name.startsWith(CODE_CACHE) || name === codeCacheName) continue;
    const kept = await (await caches.open(name)).match(keptPagesKey);
    const pages: unknown = await kept?.json();
    if (Array.isArray(pages)) return pages.filter((page) => typeof page === 'string');
  }
  return [];
}

// Messages change what is kept one at a time, in the order sent.
let codeChanges = Promise.resolve();
function changeCode(change: () => Promise<void>): Promise<void> {
  codeChanges = codeChanges.then(change).catch(() => undefined);
  return codeChanges;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    changeCode(async () => {
      const pages = await pagesKeptBefore();
      if (pages.length > 0) await keepCode(pages, { fetchMissing: true });
    }),
  );
});
self.addEventListener('activate', (event) => event.waitUntil(changeCode(dropOtherVersions)));

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as WorkerMessage | null;
  if (message?.type === 'skip-waiting') void self.skipWaiting();
  if (message?.type === 'signed-in') {
    event.waitUntil(
      Promise.all([
        changeCode(() => keepCode(message.pages, { fetchMissing: true })),
        warmLanguage(message.locale, message.languageFiles),
      ]),
    );
  }
  if (message?.type === 'signed-out') {
    event.waitUntil(
      changeCode(async () => {
        await dropOtherVersions();
        await keepCode(message.keep, { fetchMissing: false });
      }),
    );
  }
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
