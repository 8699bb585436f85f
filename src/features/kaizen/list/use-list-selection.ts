import type { RefObject } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Kaizen } from '@/api/schemas/kaizen';
import { useSelection, type Selection } from '@/hooks/use-selection';
import { canMoveKaizen, canMoveKaizens } from '@/lib/permissions';
import { useSessionStore } from '@/stores/session-store';
import type { ListKind } from './list-kind';

export interface ListSelection {
  selection: Selection<Kaizen>;
  /** A kaizen the user may not move (another team's, for a team leader) gets a disabled box... */
  canSelect: (kaizen: Kaizen) => boolean;
  /** ...that says why. */
  notSelectable: string;
}

// Where moving is what one does with a kaizen: a declined one stays where it was.
const WITH_BULK_MOVE: readonly ListKind[] = ['approved', 'shared'];

/**
 * The rows chosen in a kaizen list for a bulk move, or undefined where the user may not move
 * kaizens (spec §6 'move kaizen', with an active team): then there are no checkboxes at all.
 */
export function useListSelection(kind: ListKind): ListSelection | undefined {
  const user = useSessionStore((state) => state.user);
  const { t } = useTranslation('base');
  const selection = useSelection<Kaizen>();
  if (!WITH_BULK_MOVE.includes(kind) || !canMoveKaizens(user)) return undefined;
  return {
    selection,
    canSelect: (kaizen) => canMoveKaizen(user, kaizen),
    notSelectable: t('bulk.not_movable'),
  };
}

/** The list's heading, which takes the focus once a selection is moved or cleared. */
export type ListHeading = RefObject<HTMLHeadingElement | null>;
