import { getDb } from '../db/store';
import type { DemoSession, Locale } from '../db/types';

/**
 * Laravel's `StartSession` + `VerifyCsrfToken`, for the Node demo server (real HTTP, real
 * cookies): a session per browser, found by its cookie, with its own CSRF token; a write without
 * the token answers 419 before any handler runs. The handlers keep reading `db.session` and
 * `db.guestLocale`: the request's own session is put there while it is answered, and taken back
 * after (docs/decisions.md, "Sessions in the demo backend").
 */

export const SESSION_COOKIE = 'qek_demo_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Laravel's `config/session.php` default. */
const DEFAULT_SESSION_MINUTES = 120;

interface SessionRecord {
  id: string;
  csrfToken: string;
  session: DemoSession | null;
  guestLocale: Locale | null;
  lastSeen: number;
}

export interface SessionOptions {
  lifetimeMinutes?: number;
  now?: () => number;
}

/** Answers a request inside its session: the msw handlers, or undefined when none matched. */
type Answer = (request: Request) => Promise<Response | undefined>;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function readCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** Laravel reads the token from X-CSRF-TOKEN or X-XSRF-TOKEN (the cookie echoed by axios). */
function sentToken(request: Request): string | null {
  const raw = request.headers.get('x-csrf-token') ?? request.headers.get('x-xsrf-token');
  if (raw === null) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The handlers' own placeholder cookies (http/cookies.ts) give way to the real ones. */
function withoutSessionCookies(headers: Headers): Headers {
  const kept = new Headers();
  headers.forEach((value, name) => {
    if (name !== 'set-cookie') kept.append(name, value);
  });
  for (const cookie of headers.getSetCookie()) {
    const name = cookie.split('=', 1)[0].trim();
    if (name !== SESSION_COOKIE && name !== XSRF_COOKIE) kept.append('Set-Cookie', cookie);
  }
  return kept;
}

export class DemoSessions {
  private readonly records = new Map<string, SessionRecord>();
  private readonly now: () => number;
  private queue: Promise<unknown> = Promise.resolve();
  readonly lifetimeMinutes: number;

  constructor(options: SessionOptions = {}) {
    const minutes = options.lifetimeMinutes ?? DEFAULT_SESSION_MINUTES;
    if (!(minutes > 0)) throw new Error(`session lifetime must be positive, not ${minutes}`);
    this.lifetimeMinutes = minutes;
    this.now = options.now ?? Date.now;
  }

  /** Like every session expiring at once: each browser's next request starts a new one. */
  endAll(): void {
    this.records.clear();
  }

  get size(): number {
    return this.records.size;
  }

  /**
   * Answers one request in its browser's session. Requests are answered one at a time, since
   * the handlers read the session from the one shared db.
   */
  handle(request: Request, answer: Answer): Promise<Response | undefined> {
    const turn = this.queue.then(() => this.answerInSession(request, answer));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private open(request: Request): SessionRecord {
    const id = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
    const found = id === undefined ? undefined : this.records.get(id);
    const now = this.now();
    if (found && now - found.lastSeen <= this.lifetimeMinutes * 60_000) {
      found.lastSeen = now;
      return found;
    }
    // Laravel's garbage collection, on every new session rather than by lottery.
    for (const record of this.records.values()) {
      if (now - record.lastSeen > this.lifetimeMinutes * 60_000) this.records.delete(record.id);
    }
    const fresh: SessionRecord = {
      id: randomToken(),
      csrfToken: randomToken(),
      session: null,
      guestLocale: null,
      lastSeen: now,
    };
    this.records.set(fresh.id, fresh);
    return fresh;
  }

  /** Laravel's `migrate` + `regenerateToken`, as on sign-in and sign-out. */
  private regenerate(record: SessionRecord): void {
    this.records.delete(record.id);
    record.id = randomToken();
    record.csrfToken = randomToken();
    this.records.set(record.id, record);
  }

  private cookies(record: SessionRecord, { withXsrf }: { withXsrf: boolean }): string[] {
    const maxAge = Math.round(this.lifetimeMinutes * 60);
    const cookies = [
      `${SESSION_COOKIE}=${record.id}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax`,
    ];
    // Readable by scripts, as Laravel's: axios echoes it as X-XSRF-TOKEN.
    if (withXsrf)
      cookies.push(`${XSRF_COOKIE}=${record.csrfToken}; Max-Age=${maxAge}; Path=/; SameSite=Lax`);
    return cookies;
  }

  private async answerInSession(request: Request, answer: Answer): Promise<Response | undefined> {
    const record = this.open(request);
    if (!READS.has(request.method.toUpperCase()) && sentToken(request) !== record.csrfToken) {
      // VerifyCsrfToken throws before it sets a fresh XSRF-TOKEN; StartSession still sends its cookie.
      const headers = new Headers({ 'Content-Type': 'application/json' });
      for (const cookie of this.cookies(record, { withXsrf: false }))
        headers.append('Set-Cookie', cookie);
      return new Response(JSON.stringify({ message: 'CSRF token mismatch.' }), {
        status: 419,
        headers,
      });
    }
    const db = getDb();
    const signedInBefore = record.session?.userId ?? null;
    db.session = record.session;
    db.guestLocale = record.guestLocale;
    let response: Response | undefined;
    try {
      response = await answer(request);
    } finally {
      // The db may have been replaced meanwhile (a reset); the session is what the handlers left.
      const after = getDb();
      record.session = after.session;
      record.guestLocale = after.guestLocale;
      after.session = null;
      after.guestLocale = null;
    }
    if (!response) return undefined;
    if ((record.session?.userId ?? null) !== signedInBefore) this.regenerate(record);
    const headers = withoutSessionCookies(response.headers);
    for (const cookie of this.cookies(record, { withXsrf: true }))
      headers.append('Set-Cookie', cookie);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
}
