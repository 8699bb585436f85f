import type { AxiosRequestConfig } from 'axios';
import { nextTask } from '@/utils/next-task';
import { unwrapLaravel } from '../laravel-shapes';
import type { Parsed, ResponseParser } from '../parsers';
import { exchange } from './exchange';
import { toFormData, type FormValue } from './form-data';
import { invalidResponse, type Where } from './invalid-response';

/**
 * Checks a response body against its schema, after unwrapping Laravel's `{data: …}` wrappers
 * (`laravel-shapes.ts`); a mismatch becomes an ApiError, not a later crash.
 */
function parseResponse<P extends ResponseParser<unknown>>(
  schema: P,
  body: unknown,
  where: Where,
): Parsed<P> {
  const data = unwrapLaravel(body);
  const result = schema.safeParse(data);
  if (result.success) return result.data as Parsed<P>;
  throw invalidResponse(result.error.issues[0], data, where);
}

/**
 * A request's config. No `params` (a query string is written into `url`) and no progress
 * callbacks: the build leaves out axios's helpers for them (scripts/axios-without-fetch-plugin.ts).
 */
export type RequestConfig = Omit<
  AxiosRequestConfig,
  'params' | 'onUploadProgress' | 'onDownloadProgress'
>;

/**
 * The schema, once its code is in. Evaluating that code (zod's first run among it) is a long
 * task at a phone's CPU: an answer that waited for it is parsed in the next task, not that one.
 */
function schemaWhenIn<P>(loading: Promise<P>): () => Promise<P> {
  let loaded = false;
  const schema = loading.then((value) => {
    loaded = true;
    return value;
  });
  schema.catch(() => undefined); // Raised where it is awaited, if the answer comes at all.
  return async () => {
    if (loaded) return schema;
    const value = await schema;
    await nextTask();
    return value;
  };
}

/**
 * Sends a request and parses the answer with `schema`. A schema whose code is still loading
 * (zod, kept off the first page) does not hold the request back: it is sent at once and parsed
 * once both are in. `onAnswer` hears the answer's data (Laravel's wrappers taken off) as it
 * comes, before it is parsed. Rejects only with ApiError.
 */
export function request<P extends ResponseParser<unknown>>(
  schema: P | Promise<P>,
  config: RequestConfig,
  onAnswer?: (data: unknown) => void,
): Promise<Parsed<P>> {
  let parse: (body: unknown, where: Where) => Parsed<P> | Promise<Parsed<P>>;
  if (schema instanceof Promise) {
    const whenIn = schemaWhenIn(schema);
    parse = async (body, where) => parseResponse(await whenIn(), body, where);
  } else parse = (body, where) => parseResponse(schema, body, where);
  return exchange(config, (body, where) => {
    onAnswer?.(unwrapLaravel(body));
    return parse(body, where);
  });
}

/**
 * Laravel method spoofing (spec §7): PHP only parses multipart bodies on POST, so a PUT with
 * files is sent as POST carrying `_method=PUT`.
 */
export function spoofed<P extends ResponseParser<unknown>>(
  schema: P,
  method: 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  fields: Record<string, FormValue>,
  options: SendOptions = {},
): Promise<Parsed<P>> {
  const data = toFormData({ ...fields, _method: method });
  return request(schema, { method: 'post', url, data, ...options });
}

/** How a service's write is sent, passed through by its caller. */
export interface SendOptions {
  /**
   * Sent so that it goes on after the page is gone (fetch with `keepalive`): a decision still
   * waiting when the page is left. Nobody reads its answer then. Needs
   * `preparePageOutliving` called beforehand (./page-outliving.ts).
   */
  outlivesPage?: boolean;
}
