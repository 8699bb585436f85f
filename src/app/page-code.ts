import type { ComponentType } from 'react';
import { handParser } from '@/api/parsers';
import { createLoadCache, LoadFailedError } from '@/utils/load-once';
import { nextTask } from '@/utils/next-task';
import { storedItem } from '@/stores/stored';

const RELOAD_KEY_PREFIX = 'qek_chunk_reload:';

/** A page's code could not load because the device is offline: shown with a retry, never reloaded. */
export class PageOfflineError extends Error {
  constructor() {
    super('offline: the page could not be loaded');
    this.name = 'PageOfflineError';
  }
}

// Per piece of code and target path: the layout loading fine must not wipe the page's mark.
function reloadKey(name: string, target: URL): string {
  return `${RELOAD_KEY_PREFIX}${name}:${target.pathname}`;
}

// Through the one reader of stored values: when storage is blocked the mark reads as absent
// and cannot be written, and a mark that cannot be kept means no reload (it could loop).
const reloadMark = (key: string) =>
  storedItem(
    'session',
    key,
    handParser((value) => (value === '1' ? value : undefined), 'the reload mark'),
  );

const reloadedBefore = (key: string): boolean => reloadMark(key).read() === '1';

/** Remembers the reload; false when storage did not keep it (then reloading could loop). */
function markReload(key: string): boolean {
  const mark = reloadMark(key);
  return mark.write('1') && mark.read() === '1';
}

const clearMark = (key: string): void => reloadMark(key).remove();

/** Test seam: how the browser is sent to a page afresh. */
export const reloader = { go: (url: string) => window.location.assign(url) };

// Per loader function, in the one cache of what loads on demand (src/utils/load-once.ts): a
// page's code loads once, a preload and the navigation share one request, and a failure is not
// kept, so the next attempt (a retry, another navigation) tries again.
const code = createLoadCache<() => Promise<ComponentType>, ComponentType>();

/**
 * Loads a page's code (spec §2). Online, a first failure loads the page asked for afresh, once
 * (a new deploy usually renamed the chunk), remembered per path across that load; a second
 * failure is raised as a LoadFailedError, for the error page's retry. Offline, nothing is
 * reloaded: PageOfflineError is raised, for a retry.
 */
export async function loadCode(
  name: string,
  load: () => Promise<ComponentType>,
  target: URL,
): Promise<ComponentType> {
  const known = code.loaded(load);
  if (known) return known;
  const key = reloadKey(name, target);
  // A first load appends its chunk's preload links one by one: the signed-in layout's and a
  // page's dozens, on top of the render that asked for them, would make a long task of start-up.
  // It starts in a task of its own; a load already under way is simply shared.
  if (!code.pending(load)) await nextTask();
  try {
    const component = await code.load(load, load);
    // The first touch of session storage in a page is slow (tens of ms on a slow phone): the
    // mark goes in a task of its own, not in the one that evaluates the code just loaded.
    void nextTask().then(() => clearMark(key));
    return component;
  } catch (error) {
    if (!navigator.onLine) throw new PageOfflineError();
    // The mark stays until a load succeeds: the error page may ask for the same code again.
    if (reloadedBefore(key) || !markReload(key)) throw new LoadFailedError(error);
    reloader.go(target.href);
    // Keep the progress bar up while the browser loads the page.
    return new Promise<ComponentType>(() => undefined);
  }
}

/** Loads a page's code ahead of time (a link pointed at); never reloads, never fails. */
export function preloadCode(load: () => Promise<ComponentType>): void {
  if (!navigator.onLine) return;
  code.load(load, load).catch(() => undefined);
}

/** The code `load` gave, once loaded; undefined before (or after a failure). */
export const loadedCode = (load: () => Promise<ComponentType>) => code.loaded(load);
