import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { kaizenQueries } from '@/api/kaizen-queries';
import { teamQueries } from '@/api/team-queries';
import { useSessionStore } from '@/stores/session-store';
import { KaizenMoveList } from './move/kaizen-move-list';
import { MoveForm } from './move/move-form';
import { SelectionDroppedAlert } from './move/selection-dropped-alert';
import { useSelection } from './move/use-selection';
import { useFirstLoadFailure } from '@/hooks/use-first-load-failure';

/**
 * Move several kaizens of the active team to another team (spec §4, §7). The list is the
 * team's own (GET /api/kaizen/by-team/{id}): exactly what a team leader may move.
 */
export function MoveKaizensPage() {
  const { t } = useTranslation('kaizen.move');
  const activeTeam = useSessionStore((state) => state.user?.active_team ?? null);
  const teamId = activeTeam?.id ?? 0;
  const kaizens = useQuery({ ...kaizenQueries.byTeam(teamId), enabled: activeTeam !== null });
  const teams = useQuery(teamQueries.all());
  useFirstLoadFailure(kaizens.error, kaizens.data);
  const targets = useMemo(
    () => (teams.data ?? []).filter((team) => team.id !== teamId),
    [teams.data, teamId],
  );
  const selection = useSelection('move-kaizens', kaizens.data);
  const count = selection.selected.size;

  return (
    <section aria-labelledby="move-title">
      <h1 id="move-title" className="h3 mb-1">
        {t('heading')}
      </h1>
      <p className="text-body-secondary">{t('intro', { team: activeTeam?.name ?? '' })}</p>
      <SelectionDroppedAlert count={selection.dropped} onDismiss={selection.dismissDropped} />
      <MoveForm selectedIds={[...selection.selected]} teams={targets} onMoved={selection.clear} />
      <div className="d-flex align-items-center gap-3 mb-2">
        <p className="mb-0 fw-semibold" role="status">
          {t('selected', { count })}
        </p>
        {count > 0 ? (
          <Button variant="link" size="sm" className="p-0" onClick={selection.clear}>
            {t('clear_selection')}
          </Button>
        ) : null}
      </div>
      <KaizenMoveList
        kaizens={kaizens.data}
        loading={kaizens.isPending}
        error={kaizens.error}
        onRetry={() => void kaizens.refetch()}
        selection={selection}
      />
    </section>
  );
}
