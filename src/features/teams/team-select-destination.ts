import { paths } from '@/config/paths';
import { safeRedirectPath } from '@/utils/safe-url';

const ID = /^[1-9]\d{0,9}$/;

/**
 * Where to go once a team is chosen: the kaizen of `?kaizen=<id>` (spec §2), else the
 * `redir_url` when it is a path on this site, else /home. Never back to team selection.
 */
export function destinationAfterTeamChoice(params: URLSearchParams): string {
  const kaizen = params.get('kaizen');
  if (kaizen && ID.test(kaizen)) return paths.kaizenEdit(kaizen);
  const target = safeRedirectPath(params.get('redir_url'), paths.home);
  const onTeamSelect = target === paths.teamSelect || /^\/team-select[/?#]/.test(target);
  return onTeamSelect ? paths.home : target;
}

/** The team of `?team_id=<id>`, to highlight and focus. */
export function preselectedTeamId(params: URLSearchParams): number | undefined {
  const value = params.get('team_id');
  return value && ID.test(value) ? Number(value) : undefined;
}
