import { vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { forgetTexts } from '@/i18n/use-translation';

/**
 * Records the texts looked up from now on: what the app's `t` reads from the store itself and
 * what it asks i18next's `t` for. `anew` (the default) forgets what was looked up before, so
 * the keys name what is drawn.
 */
export function recordTextLookups({ anew = true } = {}): () => string[] {
  if (anew) forgetTexts();
  const read = vi.spyOn(i18n, 'getResource');
  const asked = vi.spyOn(i18n, 't');
  return () => [
    ...read.mock.calls.map((call) => String(call[2])),
    ...asked.mock.calls.map(([key]) => String(key)),
  ];
}
