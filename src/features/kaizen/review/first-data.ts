import { teamKaizens } from '@/kaizens/team-list';
import type { CurrentUser } from '@/api/schemas/user';
import type { FirstRead } from '@/lib/query-client';

/** /review: the active team's kaizens, the dashboard's own query (review-queue-page.tsx). */
export function reviewFirstData(read: FirstRead, user: CurrentUser): void {
  if (user.active_team) read(teamKaizens(user.active_team.id));
}
