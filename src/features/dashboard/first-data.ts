import type { QueryClient } from '@tanstack/react-query';
import { companyQueries } from '@/api/company-queries';
import { kaizenQueries } from '@/api/kaizen-queries';
import type { CurrentUser } from '@/api/schemas/user';
import { teamKaizens } from '@/kaizens/team-list';
import { can } from '@/lib/permissions';
import { prefetchFirstData } from '@/lib/query-client';

/**
 * /home asks for these side by side on its first render (home-page.tsx): the team's figures for
 * who decides, one's own kaizens for everyone else.
 */
export function homeFirstData(client: QueryClient, user: CurrentUser): void {
  if (!can(user, 'review kaizen')) prefetchFirstData(client, kaizenQueries.byUser(user.id));
  else {
    if (user.active_team) prefetchFirstData(client, teamKaizens(user.active_team.id));
    prefetchFirstData(client, companyQueries.teamData());
  }
  prefetchFirstData(client, companyQueries.current());
}

/** /my-kaizens: the user's own kaizens (my-kaizens-page.tsx). */
export function myKaizensFirstData(client: QueryClient, user: CurrentUser): void {
  prefetchFirstData(client, kaizenQueries.byUser(user.id));
}
