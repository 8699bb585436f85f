import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchRoles } from './roles';
import type { TableQuery } from './schemas/table';
import { fetchUserTable, type UserFilters } from './users';

/**
 * The user and role queries: users under `users`, roles under `roles`.
 *
 * @example
 * const { data: roles } = useQuery(userQueries.roles());
 */
export const userQueries = {
  table: (query: TableQuery<UserFilters>) =>
    queryOptions({
      queryKey: ['users', 'table', query],
      queryFn: () => fetchUserTable(query),
      placeholderData: keepPreviousData,
    }),
  /** One opening of the user dialog: each opening loads the user afresh. */
  form: <T>(userId: number | undefined, opening: number, queryFn: () => Promise<T>) =>
    queryOptions({ queryKey: ['users', 'form', userId ?? 'new', opening], queryFn, gcTime: 0 }),
  roles: () => queryOptions({ queryKey: ['roles'], queryFn: fetchRoles, staleTime: 5 * 60_000 }),
};

/** Every user query, for writes that change a user. */
export const USERS_KEY = ['users'] as const;
