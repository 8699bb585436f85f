import type * as OpenTabsModule from './open-tabs';

type OpenTabs = typeof OpenTabsModule;
let openTabs: OpenTabs | undefined;

/**
 * ./open-tabs.ts in a chunk of its own: only a shared device's start waits for it. Every use
 * loads it here, so the test helper below reaches the one instance whoever loaded it first.
 */
export async function loadOpenTabs(): Promise<OpenTabs> {
  openTabs ??= await import('./open-tabs');
  return openTabs;
}

/** Test helper: the open tabs as a new document counts them. */
export function resetOpenTabs(): void {
  openTabs?.resetOpenTabs();
}
