import { teamQueries } from '@/api/team-queries';
import type { FirstRead } from '@/lib/query-client';

/** /team: every team (use-team-list.ts). */
export function teamFirstData(read: FirstRead): void {
  read(teamQueries.all());
}
