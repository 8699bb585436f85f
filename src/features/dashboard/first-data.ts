import { companyQueries } from '@/api/company-queries';
import { currentCompany } from '@/lib/current-company';
import type { CurrentUser } from '@/api/schemas/user';
import { teamKaizens } from '@/kaizens/team-list';
import { can } from '@/lib/permissions';
import type { FirstRead } from '@/lib/query-client';
import { ownKaizens } from '@/kaizens/own-list';

/**
 * /home asks for these side by side on its first render (home-page.tsx): the team's figures for
 * who decides, one's own kaizens for everyone else.
 */
export function homeFirstData(read: FirstRead, user: CurrentUser): void {
  if (!can(user, 'review kaizen')) read(ownKaizens(user.id));
  else {
    if (user.active_team) read(teamKaizens(user.active_team.id));
    read(companyQueries.teamData());
  }
  read(currentCompany());
}

/** /my-kaizens: the user's own kaizens (my-kaizens-page.tsx). */
export function myKaizensFirstData(read: FirstRead, user: CurrentUser): void {
  read(ownKaizens(user.id));
}
