import type { QueryClient } from '@tanstack/react-query';
import { teamKaizens } from '@/kaizens/team-list';
import type { CurrentUser } from '@/api/schemas/user';
import { prefetchFirstData } from '@/lib/query-client';

/** /review: the active team's kaizens, the dashboard's own query (review-queue-page.tsx). */
export function reviewFirstData(client: QueryClient, user: CurrentUser): void {
  if (user.active_team) prefetchFirstData(client, teamKaizens(user.active_team.id));
}
