import { queryOptions } from '@tanstack/react-query';
import { fetchKaizensByTeam, shareRefs } from '@/api/kaizens';
import { teamKaizenSchema } from '@/api/schemas/kaizen';
import { keptAsList, keptStaleTime, readKept } from '@/lib/kept-queries';

/** One team's list is kept per user: a list of another team replaces it. */
const keptForm = (teamId: number) =>
  keptAsList({ name: 'team-kaizens', of: String(teamId) }, teamKaizenSchema, shareRefs);

/**
 * The active team's whole list (GET /api/kaizen/by-team/{id}, slim: `TeamKaizen`), read once
 * per session and shared by the dashboard, the review queue, its count in the navigation, the
 * similar kaizens and the form's confirmation (docs/decisions.md, "The team's list, read once
 * and kept"). A write from this client patches it or marks it stale (`storeChangedKaizen`); a
 * reload draws the copy kept on the device at once and asks the server again behind it.
 *
 * @example
 * const { data } = useQuery(teamKaizens(teamId));
 */
export function teamKaizens(teamId: number) {
  return queryOptions({
    queryKey: ['kaizens', 'by-team', teamId],
    queryFn: (context) => readKept(context, keptForm(teamId), () => fetchKaizensByTeam(teamId)),
    // Fresh for the session once the server answered.
    staleTime: keptStaleTime(Infinity),
  });
}
