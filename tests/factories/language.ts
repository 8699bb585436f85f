import type { z } from 'zod/mini';
import type { languageFileSchema } from '@/api/schemas/language';

type LanguageFileResponse = z.input<typeof languageFileSchema>;

/** GET /api/language/{page}?withBase=true: the shared `base` messages plus the page's own. */
export function buildLanguageFile(
  page = 'home',
  overrides: LanguageFileResponse = {},
): LanguageFileResponse {
  return {
    base: { save: 'Save', cancel: 'Cancel' },
    [page]: { title: 'Title' },
    ...overrides,
  };
}
