import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { getDb, saveDemoDb } from '../db/store';
import {
  isLocale,
  type CompanyRow,
  type DemoDb,
  type DemoSession,
  type Locale,
  type UserRow,
} from '../db/types';
import { Body } from './body';
import { translate, type MessageKey } from '../messages/translate';
import { errorResponse, HttpError, unauthenticated } from './errors';

export interface RequestContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  body: Body;
  db: DemoDb;
  /** The language of messages: Accept-Language when it is a bare nl/en, else the session's. */
  locale: Locale;
}

export interface UserContext extends RequestContext {
  user: UserRow;
  session: DemoSession;
  company: CompanyRow;
}

type Resolver<C> = (context: C) => Response | Promise<Response>;

interface RouteOptions {
  /** Save the db after answering; defaults to true for anything but GET. */
  mutates?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let responseDelayMs = 0;

/** Browser demo only: a small pause makes loading states visible. Capped; 0 in tests. */
export function setDemoDelay(ms: number): void {
  responseDelayMs = Math.max(0, Math.min(150, Math.floor(ms) || 0));
}

export function requestLocale(request: Request, db: DemoDb): Locale {
  // Only a bare code counts: a browser's own "en-US,en;q=0.9" says nothing about the user.
  const header = request.headers.get('accept-language')?.trim().toLowerCase() ?? '';
  const code = /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/.test(header) ? header.split('-')[0] : undefined;
  if (isLocale(code)) return code;
  return db.session?.locale ?? db.guestLocale ?? 'nl';
}

function signedIn(context: RequestContext): UserContext {
  const { db } = context;
  const session = db.session;
  const user = session && db.users.find((row) => row.id === session.userId);
  const company = user && db.companies.find((row) => row.id === user.company_id);
  if (!session || !user || !company) throw unauthenticated();
  return { ...context, session, user, company };
}

function toStringParams(params: Record<string, string | readonly string[] | undefined>) {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') result[key] = value;
  }
  return result;
}

function define<C>(
  handlers: HttpHandler[],
  guard: (context: RequestContext) => C,
  method: Method,
  path: string,
  resolve: Resolver<C>,
  options: RouteOptions = {},
) {
  const mutates = options.mutates ?? method !== 'GET';
  const answer = async (request: Request, params: Record<string, string>, body: Body) => {
    if (responseDelayMs > 0) await delay(responseDelayMs);
    const db = getDb();
    const context: RequestContext = {
      request,
      url: new URL(request.url),
      params,
      body,
      db,
      locale: requestLocale(request, db),
    };
    try {
      const response = await resolve(guard(context));
      if (mutates && response.status < 400) saveDemoDb();
      return response;
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error, requestLocale(request, getDb()));
      console.error('[demo] handler failed', method, path, error);
      return HttpResponse.json({ message: 'Server error in the demo backend.' }, { status: 500 });
    }
  };
  const verb = method.toLowerCase() as Lowercase<Method>;
  handlers.push(
    http[verb](path, async ({ request, params }) => {
      const body = await Body.from(request);
      // A spoofed PUT/DELETE on a path that also takes POST belongs to the spoofed route.
      const spoofedAs = body.text('_method')?.toUpperCase();
      if (method === 'POST' && spoofedAs && spoofedAs !== 'POST') return undefined;
      return answer(request, toStringParams(params), body);
    }),
  );
  if (method === 'GET' || method === 'POST') return;
  // Laravel method spoofing: a multipart PUT arrives as POST with `_method=PUT`.
  handlers.push(
    http.post(path, async ({ request, params }) => {
      const body = await Body.from(request);
      if (body.text('_method')?.toUpperCase() !== method) return undefined;
      return answer(request, toStringParams(params), body);
    }),
  );
}

/**
 * Collects one resource's handlers. `routes.get(...)` needs a signed-in user (401 otherwise);
 * `routes.open.get(...)` is public. Resolvers throw HttpError for 401/403/404/422/423.
 */
export function createRoutes() {
  const handlers: HttpHandler[] = [];
  const verbs = <C>(guard: (context: RequestContext) => C) => ({
    get: (path: string, resolve: Resolver<C>, options?: RouteOptions) =>
      define(handlers, guard, 'GET', path, resolve, options),
    post: (path: string, resolve: Resolver<C>, options?: RouteOptions) =>
      define(handlers, guard, 'POST', path, resolve, options),
    put: (path: string, resolve: Resolver<C>, options?: RouteOptions) =>
      define(handlers, guard, 'PUT', path, resolve, options),
    delete: (path: string, resolve: Resolver<C>, options?: RouteOptions) =>
      define(handlers, guard, 'DELETE', path, resolve, options),
  });
  return { handlers, ...verbs(signedIn), open: verbs((context) => context) };
}

export const json = (body: unknown, status = 200) =>
  HttpResponse.json(body as Parameters<typeof HttpResponse.json>[0], { status });

/** Laravel's `{message}` acknowledgement, in the request's language. */
export const messageResponse = (locale: Locale, key: MessageKey, status = 200) =>
  json({ message: translate(locale, { key }) }, status);
