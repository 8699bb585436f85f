import { z } from 'zod/mini';
import { isSafeImageSrc } from '@/utils/safe-url';
import { readBoolean, readNumber, readText } from '../laravel-shapes';

export const PLACEHOLDER_PICTURE = `${import.meta.env.BASE_URL}images/avatar-placeholder.png`;

/**
 * `schema`, reading Laravel's spellings of its values first (`src/api/laravel-shapes.ts`).
 * Typed by the contract's shape: what it produces, and what a test factory should build.
 */
function tolerant<T extends z.ZodMiniType>(read: (value: unknown) => unknown, schema: T) {
  return z.pipe(z.transform(read), schema) as unknown as z.ZodMiniType<z.output<T>, z.input<T>>;
}

/**
 * `schema`, or `fallback` when the value is missing or `null`: Laravel's `Model::create()` returns
 * a column that has only a database default as `null` (it never read the row back), and a
 * resource passes that on, so `null` there means "the default", not "no value".
 */
export function orDefault<T extends z.ZodMiniType>(
  schema: T,
  fallback: z.util.NoUndefined<z.output<T>>,
) {
  return z._default(
    tolerant((value) => value ?? fallback, schema),
    fallback,
  );
}

/** A number; a numeric string (`"12"`, `"250.00"`) is read as one. */
export const numberSchema = tolerant(readNumber, z.number());
/** A whole number (positions). */
export const integerSchema = tolerant(readNumber, z.number().check(z.int()));
/** A whole number ≥ 0 (counts, totals). */
export const countSchema = tolerant(readNumber, z.number().check(z.int(), z.nonnegative()));
/** A boolean; `1`/`0` and `"1"`/`"0"` are read as one. */
export const booleanSchema = tolerant(readBoolean, z.boolean());
/** A text the client needs: null (an empty text in Laravel) is read as ''. */
export const textSchema = tolerant(readText, z.string());

export const idSchema = tolerant(readNumber, z.number().check(z.int(), z.positive()));

/** A reference to another record: `{id, name}`. */
export const refSchema = z.object({ id: idSchema, name: textSchema });
export type Ref = z.output<typeof refSchema>;

/**
 * An image address that is safe for `src`, or null when missing or unsafe. `optional()` lets the
 * key be absent: zod 4 rejects an absent key whose schema is not optional on the way in.
 */
export const imageSrcSchema = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => (isSafeImageSrc(value) ? value : null)),
);

/** A person's picture: falls back to the placeholder image when missing (spec §3). */
export const pictureSchema = z.pipe(
  imageSrcSchema,
  z.transform((value) => value ?? PLACEHOLDER_PICTURE),
);

/** A value that may be absent or null; both read as null. */
export function orNull<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.nullish(schema),
    z.transform((value: z.output<T> | null | undefined) => value ?? null),
  );
}

/** A timestamp as Laravel sends it (ISO 8601). */
export const dateTimeSchema = z.string().check(z.minLength(1));

/** A server-paged table answer (our contract, docs/api.md): one page of rows and the total. */
export function pagedSchema<T extends z.ZodMiniType>(row: T) {
  return z.object({ data: z.array(row), total: countSchema });
}
export interface Paged<T> {
  data: T[];
  total: number;
}

/** Names given either as strings or as `{name}` records, read as a list of names. */
export const nameListSchema = z.pipe(
  z.array(z.union([z.string(), z.object({ name: z.string() })])),
  z.transform((items) => items.map((item) => (typeof item === 'string' ? item : item.name))),
);
