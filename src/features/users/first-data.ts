import { userQueries } from '@/api/user-queries';
import type { FirstRead } from '@/lib/query-client';
import { USER_TABLE_START, userTableQuery } from './user-table-query';

/** /user: the first page of the user table. */
export function userFirstData(read: FirstRead): void {
  read(userQueries.table(userTableQuery(USER_TABLE_START)));
}
