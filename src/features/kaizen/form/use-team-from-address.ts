import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { namedTeamId } from '@/config/paths';
import { changeTeam } from '@/lib/session';
import { useSessionStore } from '@/stores/session-store';

export type TeamFromAddress =
  { state: 'none' } | { state: 'choosing' } | { state: 'failed'; error: unknown };

/**
 * The team of `?team_id=` (spec §2; a team's poster links to it): it becomes the active team,
 * the team a new kaizen goes to, before the form shows. Once it is, the address drops it, so a
 * reload or a later visit asks nothing again. When the server refuses it (not a member, a
 * deleted team) the address keeps it and the page says why.
 */
export function useTeamFromAddress(enabled: boolean): TeamFromAddress {
  const [params, setParams] = useSearchParams();
  const activeId = useSessionStore((state) => state.user?.active_team?.id ?? null);
  const client = useQueryClient();
  const named = namedTeamId(params.toString());
  const wanted = enabled ? named : null;
  const [failure, setFailure] = useState<{ teamId: number; error: unknown } | null>(null);
  // One request per team asked for, also when the effect runs twice (StrictMode).
  const asked = useRef<number | null>(null);

  useEffect(() => {
    if (wanted === null || asked.current === wanted) return;
    asked.current = wanted;
    const dropFromAddress = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('team_id');
          return next;
        },
        { replace: true },
      );
    if (wanted === activeId) {
      dropFromAddress();
      return;
    }
    changeTeam(wanted).then(
      () => {
        // What was loaded for the old team is old news; screens refetch when next shown.
        void client.invalidateQueries({ refetchType: 'none' });
        dropFromAddress();
      },
      (error: unknown) => setFailure({ teamId: wanted, error }),
    );
  }, [wanted, activeId, client, setParams]);

  if (wanted === null || wanted === activeId) return { state: 'none' };
  if (failure?.teamId === wanted) return { state: 'failed', error: failure.error };
  return { state: 'choosing' };
}
