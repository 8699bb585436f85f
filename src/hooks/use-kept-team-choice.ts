import { handParser } from '@/api/parsers';
import { useKeptWork } from './use-kept-work';

const teamId = handParser(
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined,
  'a team id',
);

/**
 * The team a bulk move was about to go to, kept over a session expiry under `keepAs` (none
 * without it): the confirmation that was open comes back with it after signing in.
 */
export function useKeptTeamChoice(keepAs: string | undefined, current: number | undefined) {
  const kept = useKeptWork(`move-target:${keepAs ?? 'none'}`, teamId, () =>
    keepAs ? current : undefined,
  );
  return keepAs ? kept : undefined;
}
