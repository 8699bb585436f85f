import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { rememberBoardTeam } from '@/lib/board-screen';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import { Board } from './board';
import { BoardTeamChoice } from './board-team-choice';
import '@/styles/board.scss';

/** `?team=12`: a team's id, or undefined for anything else. */
function teamParam(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/**
 * `/board?team=ID`: the team board for a screen on the shop floor. Without a team it shows the
 * active team's, or asks which team this screen shows.
 */
export function BoardPage() {
  const [params] = useSearchParams();
  const teamId = teamParam(params.get('team'));
  const activeTeamId = useSessionStore((state) => state.user?.active_team?.id);
  useEffect(() => {
    if (teamId !== undefined) rememberBoardTeam(teamId);
  }, [teamId]);
  if (teamId !== undefined) return <Board key={teamId} teamId={teamId} />;
  if (activeTeamId !== undefined) return <Navigate to={paths.teamBoard(activeTeamId)} replace />;
  return <BoardTeamChoice />;
}
