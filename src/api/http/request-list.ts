import type { AxiosRequestConfig } from 'axios';
import type { RequestConfig } from './request';
import { nextTask } from '@/utils/next-task';
import { unwrapLaravel } from '../laravel-shapes';
import type { ResponseParser } from '../parsers';
import { exchange } from './exchange';
import { invalidResponse, type Where } from './invalid-response';

/** Items checked between two chances for the browser to paint and answer input. */
const LIST_SLICE = 500;

/**
 * A 2xx list answer stays bytes in the task that received it (decoding 1.5 MB as the response
 * text is a long task of its own); `checkList` decodes and parses it later, each step in a
 * task of its own. Any other answer is read as axios reads JSON, for the error it becomes.
 */
function keepListBytes(data: unknown, _headers: unknown, status?: number): unknown {
  if (!(data instanceof ArrayBuffer)) return data;
  if (status !== undefined && status >= 200 && status < 300) return data;
  return parseJsonLeniently(new TextDecoder().decode(data));
}

/** As axios's `silentJSONParsing`: a body that is not JSON stays the text it was. */
function parseJsonLeniently(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Like `request` for a list that may be long (a team's kaizens: 10,000 at a large company):
 * the body is decoded, parsed and each item checked against `item` in steps with a task
 * boundary between them (the item checks in slices), so no step holds the main thread for
 * long. Rejects only with ApiError.
 */
export function requestList<T>(item: ResponseParser<T>, config: RequestConfig): Promise<T[]> {
  const listConfig: AxiosRequestConfig = {
    ...config,
    responseType: 'arraybuffer',
    transformResponse: keepListBytes,
  };
  return exchange(listConfig, (body, where) => checkList(item, body, where));
}

async function readListBody(body: unknown): Promise<unknown> {
  if (!(body instanceof ArrayBuffer)) return body;
  await nextTask();
  const text = new TextDecoder().decode(body);
  await nextTask();
  return parseJsonLeniently(text); // An empty body stays '': it is not JSON.
}

async function checkList<T>(item: ResponseParser<T>, body: unknown, where: Where): Promise<T[]> {
  const data = unwrapLaravel(await readListBody(body));
  if (!Array.isArray(data)) {
    throw invalidResponse({ path: [], message: 'expected an array' }, data, where);
  }
  const items: T[] = [];
  for (let start = 0; start < data.length; start += LIST_SLICE) {
    // Also before the first slice: the parse just before is a task's worth already.
    await nextTask();
    for (const [offset, value] of data.slice(start, start + LIST_SLICE).entries()) {
      const result = item.safeParse(value);
      if (!result.success) {
        const issue = result.error.issues[0];
        const path = [start + offset, ...(issue?.path ?? [])];
        throw invalidResponse(
          { ...issue, path, message: issue?.message ?? 'Invalid input' },
          data,
          where,
        );
      }
      items.push(result.data);
    }
  }
  return items;
}
