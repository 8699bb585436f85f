import type { Paged } from '@/api/schemas/common';

const EXPORT_PAGE_SIZE = 500;
export const EXPORT_ROW_CAP = 10_000;

export interface FetchAllOptions {
  pageSize?: number;
  cap?: number;
  /** Rows fetched so far and how many will be fetched in all. */
  onProgress?: (fetched: number, expected: number) => void;
  /** Checked between requests; true stops the loop and rejects with an AbortError. */
  cancelled?: () => boolean;
}

export interface FetchAllResult<Row> {
  rows: Row[];
  total: number;
  /** True when the server holds more matches than the cap allowed. */
  truncated: boolean;
}

/**
 * Every row of a server-paged query, page by page, one request at a time so the server is
 * not flooded; stops at `cap` rows.
 */
export async function fetchAllRows<Row>(
  fetchPage: (page: number, size: number) => Promise<Paged<Row>>,
  {
    pageSize = EXPORT_PAGE_SIZE,
    cap = EXPORT_ROW_CAP,
    onProgress,
    cancelled,
  }: FetchAllOptions = {},
): Promise<FetchAllResult<Row>> {
  const rows: Row[] = [];
  let total: number;
  for (let page = 0; ; page += 1) {
    if (cancelled?.()) throw new DOMException('Export cancelled', 'AbortError');
    const answer = await fetchPage(page, pageSize);
    rows.push(...answer.data);
    total = answer.total;
    const expected = Math.min(total, cap);
    onProgress?.(Math.min(rows.length, expected), expected);
    // A short page means the end, also when rows vanished while we were paging.
    if (rows.length >= expected || answer.data.length < pageSize) break;
  }
  return { rows: rows.slice(0, cap), total, truncated: total > cap };
}
