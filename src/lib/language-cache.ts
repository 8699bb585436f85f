import { droppedAtSignOut, LANGUAGE_CACHE } from '@/sw/rules';

/**
 * Empties the service worker's language cache at a sign-out (docs/decisions.md, "One person
 * per device"): the next person's pages fetch their files afresh instead of being served
 * what was cached, or planted, before. Offline the sign-in page's files stay (`droppedAtSignOut`).
 * Nothing to do without the Cache API (no worker, an insecure context).
 */
export async function forgetLanguageFiles(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(LANGUAGE_CACHE);
  const online = navigator.onLine;
  for (const request of await cache.keys()) {
    if (droppedAtSignOut(request.url, online)) await cache.delete(request);
  }
}
