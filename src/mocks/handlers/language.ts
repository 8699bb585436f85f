import { LOCALES, type Locale } from '../db/types';
import { notFound } from '../http/errors';
import { createRoutes, json } from '../http/route';

const routes = createRoutes();

type Messages = Record<string, unknown>;

// One JSON file per page and locale, as the real server keeps them (src/mocks/lang/{locale}/).
const files = import.meta.glob<Messages>('../lang/*/*.json', { eager: true, import: 'default' });

const byLocale = new Map<Locale, Map<string, Messages>>(LOCALES.map((code) => [code, new Map()]));
for (const [path, messages] of Object.entries(files)) {
  const match = /\/lang\/([^/]+)\/(.+)\.json$/.exec(path);
  const pages = match ? byLocale.get(match[1] as Locale) : undefined;
  if (match?.[2] && pages) pages.set(match[2], messages);
}

/** The page in the asked locale, else in Dutch (the product's first language), else null. */
function pageMessages(locale: Locale, page: string): Messages | null {
  return byLocale.get(locale)?.get(page) ?? byLocale.get('nl')?.get(page) ?? null;
}

/** Pages the demo has a language file for in a locale, e.g. for a test that loads them all. */
export function knownLanguagePages(locale: Locale): string[] {
  return [...(byLocale.get(locale)?.keys() ?? [])].sort();
}

routes.open.get('*/api/language/:page', ({ params, url, locale }) => {
  const page = params.page ?? '';
  const messages = pageMessages(locale, page);
  if (!messages) throw notFound('page_not_found');
  const withBase = ['true', '1'].includes(url.searchParams.get('withBase') ?? '');
  return json(
    withBase
      ? { base: pageMessages(locale, 'base') ?? {}, [page]: messages }
      : { [page]: messages },
  );
});

export const languageHandlers = routes.handlers;
