import type { AxiosAdapter } from 'axios';

let adapter: AxiosAdapter | undefined;

/**
 * Loads the adapter that lets a write outlive its page (./keepalive-adapter.ts), as its own
 * chunk: the first page does not carry it. Called when a write that may have to outlive the
 * page is scheduled (a decision behind its undo), seconds before the page could go.
 */
export function preparePageOutliving(): Promise<void> {
  return import('./keepalive-adapter').then(({ keepaliveAdapter }) => {
    adapter = keepaliveAdapter;
  });
}

/** The adapter for a write marked `outlivesPage`, once loaded; before, the usual one. */
export const pageOutlivingAdapter = (): AxiosAdapter | undefined => adapter;
