/**
 * What `request` needs of a response schema: zod schemas fit it, and so do the few hand-written
 * parsers below, which keep zod off the start-up path (/verified, the session locale and the
 * language files are all a signed-out visitor's first page needs).
 */
export interface ParseIssue {
  path: readonly PropertyKey[];
  message: string;
}

export type ParseResult<T> =
  { success: true; data: T } | { success: false; error: { issues: readonly ParseIssue[] } };

export interface ResponseParser<T> {
  safeParse(data: unknown): ParseResult<T>;
}

/** The type a parser (or zod schema) produces. */
export type Parsed<P> = P extends { safeParse(data: unknown): infer R }
  ? R extends { success: true; data: infer T }
    ? T
    : never
  : never;

/** A parser from a check that returns the value, or undefined when the body is not `expected`. */
export function handParser<T>(
  check: (data: unknown) => T | undefined,
  expected: string,
): ResponseParser<T> {
  return {
    safeParse(data) {
      const value = check(data);
      return value === undefined
        ? { success: false, error: { issues: [{ path: [], message: `expected ${expected}` }] } }
        : { success: true, data: value };
    },
  };
}

/** Bodies we read nothing from (acknowledgements). Anything, including empty, is accepted. */
export const anyBody: ResponseParser<unknown> = {
  safeParse: (data) => ({ success: true, data }),
};
