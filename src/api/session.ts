import { request } from './http';
import { readNumber, readText } from './laravel-shapes';
import { anyBody, handParser, isRecord, type ResponseParser } from './parsers';
import type { Ref } from './schemas/common';
import type { LanguageFile } from './schemas/language';

// Hand-written parsers: these calls run before any screen, and zod would add ~10 KB gzip to
// the first page for three simple shapes.

/** GET /api/session/locale/{locale}: tells the server which language the session uses. */
export async function setSessionLocale(locale: string): Promise<void> {
  await request(anyBody, {
    method: 'get',
    url: `/api/session/locale/${encodeURIComponent(locale)}`,
  });
}

function readRef(value: unknown): Ref | undefined {
  if (!isRecord(value)) return undefined;
  const id = readNumber(value.id);
  const name = readText(value.name);
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && typeof name === 'string'
    ? { id, name }
    : undefined;
}

/** `{active_team: {id, name}}`, or the team itself. */
const sessionTeamParser = handParser(
  (data) => (isRecord(data) && 'active_team' in data ? readRef(data.active_team) : readRef(data)),
  'the active team as {id, name}',
);

/** GET /api/session/team/{id}: makes the team the session's active team and returns it. */
export function setSessionTeam(teamId: number): Promise<Ref> {
  return request(sessionTeamParser, { method: 'get', url: `/api/session/team/${teamId}` });
}

/** Namespaces (`base`, `kaizen.new`, ...) to their messages; names the first bad one. */
const languageFileParser: ResponseParser<LanguageFile> = {
  safeParse(data) {
    if (!isRecord(data)) {
      return {
        success: false,
        error: { issues: [{ path: [], message: 'expected an object of namespaces' }] },
      };
    }
    const bad = Object.keys(data).find((namespace) => !isRecord(data[namespace]));
    return bad === undefined
      ? { success: true, data: data as LanguageFile }
      : {
          success: false,
          error: { issues: [{ path: [bad], message: 'expected an object of messages' }] },
        };
  },
};

/** GET /api/language/{page}?withBase=true: the page's messages plus the shared `base` messages. */
export function fetchLanguageFile(page: string, locale?: string): Promise<LanguageFile> {
  return request(languageFileParser, {
    method: 'get',
    url: `/api/language/${encodeURIComponent(page)}`,
    params: { withBase: true },
    headers: locale ? { 'Accept-Language': locale } : undefined,
  });
}
