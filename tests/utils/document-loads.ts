import { documentLoad } from '@/app/document-load';

/**
 * The new documents the app asked the browser for (a path, or `reload`), in order. jsdom loads
 * none: tests/setup-app.ts records them here before each test; renderApp remounts the app.
 */
export const documentLoads: string[] = [];

export function recordDocumentLoads(): void {
  documentLoads.length = 0;
  documentLoad.replace = (path) => void documentLoads.push(path);
  documentLoad.reload = () => void documentLoads.push('reload');
  // A page veiled as it left is the page the next document would replace: here the same one.
  documentLoad.unveil();
}
