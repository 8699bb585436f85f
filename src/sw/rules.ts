// Relative, not '@/': vite.config.ts loads this module too (scripts/service-worker-plugin.ts).
import apiPaths from '../config/api-paths.json' with { type: 'json' };

/**
 * What the service worker answers, as plain functions of a URL, shared by the worker
 * (src/sw/service-worker.ts) and the page that talks to it (src/app/service-worker.ts).
 */

/** The precached app shell: an app route, so it carries the page's own headers (CSP) from the server. */
export const SHELL_URL = '/home';
/** Runtime cache of the language files (stale-while-revalidate); nothing else from the API is kept. */
export const LANGUAGE_CACHE = 'qek-language';
const LANGUAGE_PATH = '/api/language/';
/** The sign-in page's language file: where every sign-out lands, online or not. */
const SIGN_IN_PAGE = 'auth.login';

/**
 * The signed-in app's code, which the worker keeps only after a sign-in: `core` for everyone
 * signed in, and per page (its name in src/app/signed-in-pages.ts) what it adds. URLs of
 * hashed files; `version` changes with any of them. Written into the worker by the build
 * (scripts/service-worker-plugin.ts).
 */
export interface SignedInCode {
  version: string;
  core: string[];
  pages: Record<string, string[]>;
}

/** The worker's cache of signed-in code is one per build: `CODE_CACHE` and the version. */
export const CODE_CACHE = 'qek-code-';
/**
 * Where that cache records the pages whose code it holds complete (JSON, their names): the
 * next version keeps the same before it is offered. Never served: not an asset's URL.
 */
export const KEPT_PAGES_URL = '/__qek/kept-pages';

/** Messages from the page to the worker. */
export type WorkerMessage =
  | { type: 'skip-waiting' }
  /**
   * Someone signed in: keep the signed-in code and these pages', nothing more, and these
   * language files in this locale.
   */
  | { type: 'signed-in'; pages: string[]; locale: string; languageFiles: string[] }
  /** Signed out: keep only the signed-in code and these pages' (everyone's), fetching nothing. */
  | { type: 'signed-out'; keep: string[] };

/** The URLs of the signed-in code kept for `pages`: the core and theirs; unknown names add nothing. */
export function codeFor(code: SignedInCode, pages: readonly string[]): Set<string> {
  const urls = new Set(code.core);
  for (const page of pages) {
    if (Object.hasOwn(code.pages, page)) for (const url of code.pages[page]) urls.add(url);
  }
  return urls;
}

/** Messages from the worker to the page: open a page the user chose in a notification. */
export interface PageMessage {
  type: 'open';
  path: string;
}

/**
 * The page a notification's click opens, from its data: only a kaizen of the user's own
 * (`/my-kaizen/{id}`), whatever else the data holds.
 */
export function openPathOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('path' in data)) return null;
  const { path } = data;
  return typeof path === 'string' && /^\/my-kaizen\/\d+$/.test(path) ? path : null;
}

// GET /login is the sign-in screen (an app route); the other prefixes are the API's alone.
const notAppPaths = [
  ...apiPaths.prefixes.filter((prefix) => prefix !== '/login'),
  '/build',
  '/__demo',
];

/** A page address of the app (answered with the shell), not the API, an asset or the demo's hooks. */
export function isAppRoute(url: URL): boolean {
  return !notAppPaths.some(
    (prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`),
  );
}

export function isLanguageFile(url: URL): boolean {
  return url.pathname.startsWith(LANGUAGE_PATH);
}

/** The address the client asks a page's language file at (src/api/session.ts). */
export function languageFileUrl(page: string): string {
  return `${LANGUAGE_PATH}${encodeURIComponent(page)}?withBase=true`;
}

/**
 * The server answers in the language of the Accept-Language header, so one address holds one
 * file per language: the cache keeps them apart by adding the header to the key.
 */
export function languageCacheKey(url: string, acceptLanguage: string | null): string {
  const key = new URL(url);
  key.searchParams.set('__locale', acceptLanguage ?? '');
  return key.href;
}

/**
 * The kept language files to drop at a sign-out: every one, so nothing the previous user's
 * session cached (or anyone planted) is served to the next; offline, the sign-in page's files
 * stay, so the sign-out lands on it in the user's language.
 */
export function droppedAtSignOut(url: string, online: boolean): boolean {
  const { pathname } = new URL(url);
  if (!pathname.startsWith(LANGUAGE_PATH)) return true;
  const page = decodeURIComponent(pathname.slice(LANGUAGE_PATH.length));
  return online || page !== SIGN_IN_PAGE;
}
