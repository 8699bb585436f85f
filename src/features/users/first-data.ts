import type { QueryClient } from '@tanstack/react-query';
import { userQueries } from '@/api/user-queries';
import { prefetchFirstData } from '@/lib/query-client';
import { USER_TABLE_START, userTableQuery } from './user-table-query';

/** /user: the first page of the user table. */
export function userFirstData(client: QueryClient): void {
  prefetchFirstData(client, userQueries.table(userTableQuery(USER_TABLE_START)));
}
