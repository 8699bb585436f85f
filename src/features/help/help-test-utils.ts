import hotToast from 'react-hot-toast';
import { onTestFinished } from 'vitest';
import { server } from '@/mocks/server';
import { useToastStore } from '@/stores/toast-store';
import { requestLine } from '../../../tests/utils/api';

declare global {
  interface Window {
    /** Set by the seeded unsafe document's script and onerror, were they ever to run. */
    __qekXss?: boolean;
  }
}

/** For the first find of a test: the page's lazy chunk and language file load first. */
export const PAGE_LOAD = { timeout: 10_000 };

/**
 * Every request the app sends from now on, copied so their bodies can be read afterwards;
 * `to('PUT /crud/document/4')` picks those sent to one method and path.
 */
export function recordRequests() {
  const all: Request[] = [];
  const listener = ({ request }: { request: Request }) => {
    all.push(request.clone());
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return { all, to: (line: string) => all.filter((request) => requestLine(request) === line) };
}

/** A small PNG the demo backend accepts as an editor image. */
export function pngFile(name = 'werkplek-schema.png'): File {
  return new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, {
    type: 'image/png',
  });
}

/** Toasts outlive a test (in our store and react-hot-toast's); each test sees only its own. */
export function resetToasts(): void {
  useToastStore.setState({ toasts: [] });
  hotToast.remove();
}
