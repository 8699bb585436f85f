import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { teamQueries } from '@/api/team-queries';
import { teamKaizens } from '@/kaizens/team-list';
import { boardContents } from './board-contents';
import { boardTiming } from './board-timing';

/**
 * The team's list as the board reads it: the same query as the dashboard's (the slim
 * `teamKaizens`), asked again every `boardTiming.refreshMs` whatever its freshness. A failed
 * refresh keeps the last answer; `updatedAt` says when that came.
 */
export function useBoardData(teamId: number) {
  const list = useQuery({
    ...teamKaizens(teamId),
    refetchInterval: () => boardTiming.refreshMs,
    // A screen on the wall may count as hidden (a kiosk browser, a display asleep): it still
    // has to be current when it wakes.
    refetchIntervalInBackground: true,
  });
  const teams = useQuery(teamQueries.all());
  // By month, not by moment: at midnight on the first, last month's slides go.
  const today = new Date();
  const [year, month] = [today.getFullYear(), today.getMonth()];
  const contents = useMemo(
    () => (list.data ? boardContents(list.data, new Date(year, month, 1)) : undefined),
    [list.data, year, month],
  );
  const teamName =
    teams.data?.find((team) => team.id === teamId)?.name ??
    list.data?.find((kaizen) => kaizen.team.id === teamId)?.team.name;
  return {
    contents,
    teamName,
    error: list.error,
    /** When the list on screen came from the server (or was kept on the device), in ms. */
    updatedAt: list.dataUpdatedAt,
    /** The last refresh failed: what shows is the last good state. */
    stale: list.isError && list.data !== undefined,
    refetch: () => void list.refetch(),
  };
}
