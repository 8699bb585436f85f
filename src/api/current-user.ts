import { isRecord } from '@/utils/is-record';
import { request } from './http';
import { idOf, LOCALE_CODE } from './laravel-shapes';
import type { CurrentUser } from './schemas/user';

/**
 * GET /api/user: the signed-in user. Apart from the user admin's calls (./users.ts), whose
 * schemas need zod: the start-up sends it beside `/verified` on a page behind sign-in, and its
 * schema (zod, off a signed-out first page) loads meanwhile instead of holding the request back
 * (`request` with a schema still loading).
 */
export function fetchCurrentUser(onAnswer?: (data: unknown) => void): Promise<CurrentUser> {
  const schema = import('./schemas/user').then(({ currentUserSchema }) => currentUserSchema);
  return request(schema, { method: 'get', url: '/api/user' }, onAnswer);
}

/** What the session's writes need of the user: their locale, languages and active team. */
export interface SessionChoices {
  locale: string | null;
  languages: string[];
  activeTeamId: number | null;
}

/** The user's read, and what the session's writes need of it as soon as the answer is in. */
export interface UserAsked {
  user: Promise<CurrentUser>;
  /** Settles with the answer, before the user's schema; undefined when it cannot be read so. */
  choices: Promise<SessionChoices | undefined>;
}

const codeOf = (language: unknown) =>
  typeof language === 'string' ? language : isRecord(language) ? language.code : undefined;

/** The languages' codes (plain or as `{code, ...}`), none when the user has none. */
function readCodes(languages: unknown): string[] | undefined {
  if (languages === null || languages === undefined) return [];
  if (!Array.isArray(languages)) return undefined;
  const codes = languages.map(codeOf);
  const plain = codes.every(
    (code): code is string => typeof code === 'string' && LOCALE_CODE.test(code),
  );
  return plain ? codes : undefined;
}

/**
 * The session's choices read by hand from `/api/user`'s answer, in the shapes the user's
 * schema accepts (schemas/user.ts); undefined where any of them is not plainly one of those.
 */
export function readSessionChoices(data: unknown): SessionChoices | undefined {
  if (!isRecord(data)) return undefined;
  const locale = data.locale ?? null;
  const languages = readCodes(data.languages);
  // Null when the user has no active team; undefined when it has one without a readable id.
  const activeTeamId = data.active_team == null ? null : idOf(data.active_team);
  if (locale !== null && typeof locale !== 'string') return undefined;
  if (!languages || activeTeamId === undefined) return undefined;
  return { locale, languages, activeTeamId };
}

/**
 * GET /api/user for the start of a session: the session's choices are read as the answer
 * comes, so the session's writes need not wait for the user's schema code (zod, a chunk of its
 * own) to load on a slow phone. It is sent once `after` has settled.
 */
export function askCurrentUser(after: Promise<void> = Promise.resolve()): UserAsked {
  let settleChoices: (choices: SessionChoices | undefined) => void = () => undefined;
  const choices = new Promise<SessionChoices | undefined>((resolve) => (settleChoices = resolve));
  const user = after.then(() =>
    fetchCurrentUser((data) => settleChoices(readSessionChoices(data))),
  );
  // Without an answer there is nothing to read: the user's own failure is what counts.
  const none = () => settleChoices(undefined);
  user.then(none, none);
  return { user, choices };
}
