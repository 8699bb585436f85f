import { ApiError } from '../api-error';
import type { ParseIssue } from '../parsers';

/** The call an answer belongs to, for the message of an answer that did not match. */
export interface Where {
  method: string;
  url: string;
  status: number;
}

function describeBody(data: unknown): string {
  if (data === '' || data === undefined || data === null) return 'an empty body';
  if (typeof data === 'string') {
    return /^\s*</.test(data) ? 'an HTML page instead of JSON' : 'text that is not JSON';
  }
  return 'a body of the wrong shape';
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/**
 * zod/mini ships without messages (every issue reads "Invalid input"); loading its English
 * locale would put zod on the first page, so the useful part is written out here.
 */
function describeIssue(issue: ParseIssue, data: unknown): string {
  const generic = issue.message === 'Invalid input';
  if (!generic || !('expected' in issue) || typeof issue.expected !== 'string')
    return issue.message;
  const received = issue.path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined,
    data,
  );
  return `Invalid input: expected ${issue.expected}, received ${typeName(received)}`;
}

/** The answer did not match its schema: an ApiError that says where and how, not a later crash. */
export function invalidResponse(
  issue: ParseIssue | undefined,
  data: unknown,
  where: Where,
): ApiError {
  const detail = issue
    ? ` (${issue.path.map(String).join('.') || 'body'}: ${describeIssue(issue, data)})`
    : '';
  return new ApiError({
    kind: 'invalid-response',
    status: where.status,
    message: `${where.method} ${where.url} returned ${describeBody(data)}${detail}`,
    data,
    method: where.method,
    url: where.url,
  });
}
