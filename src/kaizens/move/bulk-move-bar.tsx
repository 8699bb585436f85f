import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState, type RefObject } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/use-translation';
import type { Ref } from '@/api/schemas/common';
import type { TeamKaizen } from '@/api/schemas/kaizen';
import { teamQueries } from '@/api/team-queries';
import { useMoveKaizens } from './use-move-kaizens';
import type { Selection } from '@/hooks/use-selection';
import { MoveConfirmDialog } from './move-confirm-dialog';
import { SelectionStatus } from './selection-status';
import { TeamPicker } from '@/components/team-picker';
import '@/styles/kaizen-work.scss';

interface BulkMoveBarProps<Row extends TeamKaizen> {
  selection: Selection<Row>;
  /** Where the focus goes once the selection is gone (moved or cleared): the list's heading. */
  focusAfter: RefObject<HTMLElement | null>;
}

/**
 * The floating bar over a kaizen list while anything is selected: how many, "Verplaats
 * naar team…" (a searchable team list, then a confirmation) and "Selectie wissen". Sticky at the
 * bottom of the list; on a phone fixed at the bottom of the screen, where the thumb is, and the
 * page is padded so it never covers the last row (docs/design.md, "Bulk actions").
 */
export function BulkMoveBar<Row extends TeamKaizen>({
  selection,
  focusAfter,
}: BulkMoveBarProps<Row>) {
  const { t } = useTranslation('base');
  const { count, rows } = selection;
  const pickerId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<Ref | null>(null);
  // What the confirmation says stays while it fades out (the selection is empty by then).
  const [shown, setShown] = useState({ team: '', count: 0 });
  if (target !== null && (shown.team !== target.name || shown.count !== count)) {
    setShown({ team: target.name, count });
  }
  const moved = useRef(false);
  // Asked for as soon as something is chosen, so the list is there when the picker opens.
  const teams = useQuery({ ...teamQueries.all(), enabled: count > 0 || target !== null });
  const targets = useMemo(() => {
    // A kaizen already in a team cannot go there: leave out the one team all of them are in.
    const from = new Set(rows.map((kaizen) => kaizen.team.id));
    const only = from.size === 1 ? [...from][0] : null;
    return teams.data?.filter((team) => team.id !== only);
  }, [teams.data, rows]);
  const mover = useMoveKaizens(() => {
    moved.current = true;
    setTarget(null);
    selection.clear();
  });

  const focusAfterwards = () => {
    const stillThere = !moved.current && opener.current?.isConnected;
    moved.current = false;
    (stillThere ? opener.current : focusAfter.current)?.focus();
  };

  return (
    <>
      <SelectionStatus count={count} />
      {count > 0 ? (
        <div className="bulk-bar" role="region" aria-label={t('bulk.label')}>
          {open ? (
            <TeamPicker
              id={pickerId}
              teams={targets}
              onPick={(team) => {
                setOpen(false);
                setTarget(team);
              }}
              onClose={() => {
                setOpen(false);
                opener.current?.focus();
              }}
            />
          ) : null}
          <div className="bulk-bar__actions">
            <p className="bulk-bar__count mb-0 fw-semibold">{t('bulk.selected', { count })}</p>
            <Button
              ref={opener}
              className="bulk-bar__move"
              aria-expanded={open}
              aria-controls={open ? pickerId : undefined}
              onClick={() => setOpen((was) => !was)}
            >
              {t('bulk.move')}
            </Button>
            <Button
              variant="outline-secondary"
              className="bulk-bar__clear"
              onClick={() => {
                setOpen(false);
                selection.clear();
                focusAfter.current?.focus();
              }}
            >
              {t('bulk.clear')}
            </Button>
          </div>
        </div>
      ) : null}
      <MoveConfirmDialog
        show={target !== null}
        count={shown.count}
        team={shown.team}
        moving={mover.moving}
        error={mover.error}
        onConfirm={() => {
          if (target)
            void mover.move(
              rows.map((kaizen) => kaizen.id),
              target,
            );
        }}
        onCancel={() => {
          mover.clearError();
          setTarget(null);
        }}
        onExited={focusAfterwards}
      />
    </>
  );
}
