import { isRecord } from '@/utils/is-record';

/**
 * The tolerant boundary: the ordinary shapes a Laravel application answers with, read as the
 * contract's (docs/api.md §1 "What the client accepts"). No zod here: `request` applies
 * `unwrapLaravel` to every answer, and the schemas (`schemas/common.ts`) and the hand-written
 * start-up parsers apply the value readers. Anything these cannot read stays as it is, so the
 * schema rejects it with a clear ApiError (invalid-response).
 */

const WRAPPER_KEYS = new Set(['data', 'links', 'meta']);

/**
 * `{data: …}` (an API resource, one or many) is unwrapped; a paginated resource collection
 * `{data, links, meta: {total}}` becomes `{data, total}`. A plain `->paginate()` (`data` and
 * `total` at the top, with `current_page` and the rest) is left as it is: it already fits.
 */
export function unwrapLaravel(body: unknown): unknown {
  if (!isRecord(body) || !('data' in body)) return body;
  if (!Object.keys(body).every((key) => WRAPPER_KEYS.has(key))) return body;
  const { meta } = body;
  if (isRecord(meta) && meta.total !== undefined) return { data: body.data, total: meta.total };
  return body.data;
}

/** A language's code as the server's user and company carry it: `nl`, `en`, `pt-BR`. */
export const LOCALE_CODE = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/** `"12"` and `"250.00"` (ids as strings, `decimal:2` casts) read as numbers. */
export function readNumber(value: unknown): unknown {
  return typeof value === 'string' && NUMERIC.test(value) ? Number(value) : value;
}

const BOOLEANS = new Map<unknown, boolean>([
  [1, true],
  [0, false],
  ['1', true],
  ['0', false],
  ['true', true],
  ['false', false],
]);

/** Booleans without a cast arrive as `1`/`0` (or `"1"`/`"0"`). */
export function readBoolean(value: unknown): unknown {
  return BOOLEANS.get(value) ?? value;
}

/** A record's id: a positive whole number, sent as one or as text; undefined otherwise. */
export function idOf(record: unknown): number | undefined {
  const id = isRecord(record) ? readNumber(record.id) : undefined;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The id in a saved record's answer that failed its schema, when one can still be read. */
export function savedIdOf(body: unknown): number | null {
  return idOf(unwrapLaravel(body)) ?? null;
}

/** `ConvertEmptyStringsToNull` stores an empty text as null; where a text is needed it is ''. */
export function readText(value: unknown): unknown {
  return value === null ? '' : value;
}
