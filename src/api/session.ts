import { z } from 'zod/mini';
import { request } from './http';
import { ackSchema, refSchema } from './schemas/common';
import { languageFileSchema, type LanguageFile } from './schemas/language';

/** GET /api/session/locale/{locale}: tells the server which language the session uses. */
export async function setSessionLocale(locale: string): Promise<void> {
  await request(ackSchema, {
    method: 'get',
    url: `/api/session/locale/${encodeURIComponent(locale)}`,
  });
}

const sessionTeamSchema = z.pipe(
  z.union([z.object({ active_team: refSchema }), refSchema]),
  z.transform((value) => ('active_team' in value ? value.active_team : value)),
);

/** GET /api/session/team/{id}: makes the team the session's active team and returns it. */
export function setSessionTeam(teamId: number) {
  return request(sessionTeamSchema, { method: 'get', url: `/api/session/team/${teamId}` });
}

/** GET /api/language/{page}?withBase=true: the page's messages plus the shared `base` messages. */
export function fetchLanguageFile(page: string, locale?: string): Promise<LanguageFile> {
  return request(languageFileSchema, {
    method: 'get',
    url: `/api/language/${encodeURIComponent(page)}`,
    params: { withBase: true },
    headers: locale ? { 'Accept-Language': locale } : undefined,
  });
}
