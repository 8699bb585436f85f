import type { QueryClient } from '@tanstack/react-query';
import { teamQueries } from '@/api/team-queries';
import { prefetchFirstData } from '@/lib/query-client';

/** /team: every team (use-team-list.ts). */
export function teamFirstData(client: QueryClient): void {
  prefetchFirstData(client, teamQueries.all());
}
