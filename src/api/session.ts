import { isRecord } from '@/utils/is-record';
import { request } from './http';
import { idOf, readText } from './laravel-shapes';
import { handParser, type ResponseParser } from './parsers';
import type { LanguageFile } from './schemas/language';
import type { ActiveTeam } from './schemas/user';

// Hand-written parsers: these calls run before any screen, and zod would add ~10 KB gzip to
// the first page for three simple shapes.

/**
 * An answer naming another locale than the one asked for says the change did not take: a
 * failure, not a success. An answer that names none (an empty 200, a 204) is taken at its word.
 */
const localeTaken = (locale: string) =>
  handParser(
    (data) =>
      isRecord(data) && typeof data.locale === 'string' && data.locale !== locale
        ? undefined
        : (data ?? {}),
    `{locale: '${locale}'}`,
  );

/** GET /api/session/locale/{locale}: tells the server which language the session uses. */
export async function setSessionLocale(locale: string): Promise<void> {
  await request(localeTaken(locale), {
    method: 'get',
    url: `/api/session/locale/${encodeURIComponent(locale)}`,
  });
}

/** `{id, name}`, with the members' ids when the team carries its `users`. */
function readActiveTeam(value: unknown): ActiveTeam | undefined {
  const id = idOf(value);
  const name = isRecord(value) ? readText(value.name) : undefined;
  if (id === undefined || typeof name !== 'string') return undefined;
  const users = isRecord(value) && Array.isArray(value.users) ? value.users.map(idOf) : null;
  if (users === null) return { id, name };
  return users.every((userId) => userId !== undefined)
    ? { id, name, users: users.map((userId) => ({ id: userId })) }
    : undefined;
}

/**
 * `{active_team: {id, name, users?}}`, or the team itself; only the team asked for: another
 * one says the change did not take.
 */
const sessionTeamParser = (teamId: number) =>
  handParser((data) => {
    const team =
      isRecord(data) && 'active_team' in data
        ? readActiveTeam(data.active_team)
        : readActiveTeam(data);
    return team?.id === teamId ? team : undefined;
  }, `the active team ${teamId} as {id, name}`);

/** GET /api/session/team/{id}: makes the team the session's active team and returns it. */
export function setSessionTeam(teamId: number): Promise<ActiveTeam> {
  return request(sessionTeamParser(teamId), {
    method: 'get',
    url: `/api/session/team/${teamId}`,
  });
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
    url: `/api/language/${encodeURIComponent(page)}?withBase=true`,
    headers: locale ? { 'Accept-Language': locale } : undefined,
  });
}
