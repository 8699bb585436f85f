import { useEffect, useRef } from 'react';
import Badge from 'react-bootstrap/Badge';
import ListGroup from 'react-bootstrap/ListGroup';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from '@/i18n/use-translation';
import type { Ref } from '@/api/schemas/common';

interface TeamSelectListProps {
  teams: readonly Ref[];
  activeTeamId: number | undefined;
  preselectedId: number | undefined;
  /** The team being switched to, while the server is told. */
  choosing: number | undefined;
  onChoose: (team: Ref) => void;
  /** After "more": the first new team, which takes the focus once it is shown. */
  focusIndex?: number;
}

/** One button per team; the active team is marked, a preselected one highlighted and focused. */
export function TeamSelectList(props: TeamSelectListProps) {
  const { teams, activeTeamId, preselectedId, choosing, onChoose, focusIndex } = props;
  const { t } = useTranslation('team.select');
  const preselectedRef = useRef<HTMLButtonElement>(null);
  const focused = useRef(false);
  const preselectedShown = teams.some((team) => team.id === preselectedId);
  useEffect(() => {
    if (!preselectedShown || focused.current) return;
    focused.current = true;
    preselectedRef.current?.focus();
  }, [preselectedShown]);

  // The "more" button goes away while the next page loads; focus moves on to what it loaded.
  const listRef = useRef<HTMLUListElement>(null);
  const shown = teams.length;
  useEffect(() => {
    if (focusIndex === undefined || focusIndex >= shown) return;
    listRef.current?.querySelectorAll('button')[focusIndex]?.focus();
  }, [focusIndex, shown]);

  return (
    <ListGroup ref={listRef} as="ul" aria-label={t('list_label')} className="mb-3">
      {teams.map((team) => {
        const active = team.id === activeTeamId;
        const preselected = team.id === preselectedId;
        return (
          <ListGroup.Item as="li" key={team.id} className="p-0">
            <button
              ref={preselected ? preselectedRef : undefined}
              type="button"
              className={`list-group-item-action w-100 border-0 bg-transparent px-3 py-2 d-flex align-items-center gap-2 text-start${
                preselected ? ' fw-semibold border-start border-4 border-primary' : ''
              }`}
              aria-current={active ? 'true' : undefined}
              aria-describedby={preselected ? 'team-select-suggested' : undefined}
              disabled={choosing !== undefined}
              onClick={() => onChoose(team)}
            >
              <span className="flex-grow-1">{team.name}</span>
              {active ? <Badge bg="secondary">{t('current_badge')}</Badge> : null}
              {preselected ? (
                <Badge bg="primary" id="team-select-suggested">
                  {t('suggested_badge')}
                </Badge>
              ) : null}
              {choosing === team.id ? (
                <Spinner animation="border" size="sm" role="status">
                  <span className="visually-hidden">{t('choosing')}</span>
                </Spinner>
              ) : null}
            </button>
          </ListGroup.Item>
        );
      })}
    </ListGroup>
  );
}
