import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';

/**
 * /move-multiple-kaizens (spec §2, "bulk move screen"): kaizens are chosen and moved in the
 * lists themselves now, so the address leads to the active team's approved list, where each of
 * the team's rows has its box and the bar moves them (docs/decisions.md, "Bulk move where
 * the kaizens are").
 */
export function MoveKaizensPage() {
  const teamId = useSessionStore((state) => state.user?.active_team?.id);
  // The route's guard asks for an active team; without one the list shows every team's.
  return <Navigate replace to={teamId ? paths.teamApproved(teamId) : paths.kaizenApproved} />;
}
