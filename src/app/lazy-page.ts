import type { ComponentType } from 'react';
import { loadLanguageFile } from '@/i18n/language-files';

const RELOAD_KEY_PREFIX = 'qek_chunk_reload:';

// Per piece of code and path: the layout loading fine must not wipe the page's mark.
function reloadKey(name: string): string {
  return `${RELOAD_KEY_PREFIX}${name}:${window.location.pathname}`;
}

function readFlag(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return true; // Without storage we cannot remember a reload, so never loop.
  }
}

function writeFlag(key: string, on: boolean): void {
  try {
    if (on) sessionStorage.setItem(key, '1');
    else sessionStorage.removeItem(key);
  } catch {
    // See readFlag.
  }
}

/** Test seam: how the page is reloaded. */
export const reloader = { reload: () => window.location.reload() };

/**
 * Loads a page's code (spec §2): a first failure reloads the page once (a new deploy usually
 * renamed the chunk), remembered per path across the reload; a second failure is raised.
 */
export async function importWithReload<T>(name: string, importer: () => Promise<T>): Promise<T> {
  const key = reloadKey(name);
  try {
    const module = await importer();
    writeFlag(key, false);
    return module;
  } catch (error) {
    // The mark stays until a load succeeds: React Router may ask for the same page again
    // while showing the error, and that must not start a reload loop.
    if (readFlag(key)) throw error;
    writeFlag(key, true);
    reloader.reload();
    // Keep the progress bar up while the browser reloads.
    return new Promise<T>(() => undefined);
  }
}

/**
 * A route's `lazy`: the page's code and its language file load side by side, no waterfall.
 */
export function lazyPage(
  namespace: string,
  load: () => Promise<ComponentType>,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const [Component] = await Promise.all([
      importWithReload(namespace, load),
      loadLanguageFile(namespace),
    ]);
    return { Component };
  };
}
