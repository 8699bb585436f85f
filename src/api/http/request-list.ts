import type { AxiosRequestConfig } from 'axios';
import type { RequestConfig } from './request';
import { nextTask } from '@/utils/next-task';
import { unwrapLaravel } from '../laravel-shapes';
import type { ResponseParser } from '../parsers';
import { exchange } from './exchange';
import { invalidResponse, type Where } from './invalid-response';

/** Items checked between two chances for the browser to paint and answer input. */
const LIST_SLICE = 500;
/** About this much JSON text is parsed between two such chances (7.9 MB is 50 ms at once). */
const PARSE_SLICE_CHARS = 250_000;
/** Tries to cut a list's text at a later item boundary before it is parsed as a whole. */
const CUT_TRIES = 3;

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
  // A Laravel resource collection: `{"data":[…]}`; a paginator has more after the list.
  if (text.startsWith('{"data":[{') && text.endsWith('}]}')) {
    return { data: await parseItems(text.slice(8, -1), text) };
  }
  if (text.startsWith('[{') && text.endsWith('}]')) return parseItems(text, text);
  return parseJsonLeniently(text); // An empty body stays '': it is not JSON.
}

/**
 * A JSON array of objects (`list`, a part of the answer's `text`) parsed a slice of items at a
 * time, cut where one object ends and the next begins (`},{`), with a task boundary between
 * slices. The same characters may stand inside a text; a slice cut there is not JSON, so the cut
 * moves on to the next boundary, and after a few such tries the whole answer is parsed at once.
 */
async function parseItems(list: string, text: string): Promise<unknown> {
  const items: unknown[] = [];
  let from = 1;
  const end = list.length - 1;
  while (from < end) {
    let parsed: unknown[] | undefined;
    let cut = from + PARSE_SLICE_CHARS;
    for (let tries = 0; !parsed; tries += 1) {
      if (tries === CUT_TRIES) return parseJsonLeniently(text);
      const boundary = list.indexOf('},{', cut);
      cut = boundary < 0 ? end : boundary + 1;
      try {
        parsed = JSON.parse(`[${list.slice(from, cut)}]`) as unknown[];
      } catch {
        if (cut === end) return parseJsonLeniently(text);
        cut += 1;
      }
    }
    for (const item of parsed) items.push(item);
    from = cut + 1;
    if (from < end) await nextTask();
  }
  return items;
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
