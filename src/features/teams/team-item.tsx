import { useId, useRef, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/use-translation';
import type { Team } from '@/api/schemas/team';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { TeamMembers } from './team-members';
import { TeamNameForm } from './team-name-form';
import { TeamPrintSwitch } from './team-print-switch';

interface TeamItemProps {
  team: Team;
  onChanged: (team: Team) => void;
  onDelete: (team: Team) => void;
  /** May rename, staff and print this team (team-rights.ts). */
  editable: boolean;
  /** May soft-delete it. */
  deletable: boolean;
}

/**
 * One team: its name (editable in place), members on demand, the print switch, its poster and
 * delete.
 */
export function TeamItem({ team, onChanged, onDelete, editable, deletable }: TeamItemProps) {
  const { t } = useTranslation('team.index');
  const [editing, setEditing] = useState(false);
  const [showMembers, setShowMembers] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const membersId = useId();
  const hidden = (
    <>
      {' '}
      <span className="visually-hidden">{team.name}</span>
    </>
  );
  const memberCount = team.users_count ?? team.users.length;

  const closeEditor = () => {
    setEditing(false);
    // Back to the button that opened the editor, so keyboard users keep their place.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <li className="list-group-item py-3">
      <div className="team-item">
        {editing ? (
          <TeamNameForm
            team={team}
            onCancel={closeEditor}
            onSaved={(saved) => {
              onChanged(saved);
              closeEditor();
            }}
          />
        ) : (
          <h3 className="h6 mb-0 flex-grow-1">{team.name}</h3>
        )}
        <div className="d-flex flex-wrap align-items-center gap-3">
          <TeamPrintSwitch team={team} onSaved={onChanged} readOnly={!editable} />
          <Button
            size="sm"
            variant="outline-secondary"
            aria-expanded={showMembers}
            aria-controls={showMembers ? membersId : undefined}
            onClick={() => setShowMembers((open) => !open)}
          >
            {t('members.toggle')}
            {hidden}{' '}
            <Badge bg="secondary" pill>
              {memberCount}
            </Badge>
          </Button>
          <Link to={paths.teamPoster(team.id)} className="btn btn-sm btn-outline-secondary">
            {t('poster.open')}
            {hidden}
          </Link>
          {editing || !editable ? null : (
            <Button
              ref={editButton}
              size="sm"
              variant="outline-primary"
              onClick={() => setEditing(true)}
            >
              {t('edit.open')}
              {hidden}
            </Button>
          )}
          {deletable ? (
            <Button size="sm" variant="outline-danger" onClick={() => onDelete(team)}>
              {t('base:common.delete')}
              {hidden}
            </Button>
          ) : null}
        </div>
      </div>
      {showMembers ? <TeamMembers teamId={team.id} id={membersId} /> : null}
    </li>
  );
}
