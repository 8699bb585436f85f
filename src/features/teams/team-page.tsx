import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Team } from '@/api/schemas/team';
import { QueryState } from '@/components/query-state';
import { useSessionStore } from '@/stores/session-store';
import { TeamCreateForm } from './team-create-form';
import { TeamDeleteDialog } from './team-delete-dialog';
import { TeamItem } from './team-item';
import { canEditTeam, canManageTeams } from './team-rights';
import { useTeamList } from './use-team-list';
import { EmptyState } from '@/components/empty-state';

/** /team: the company's teams by name, to add, rename, print and (soft) delete. */
export function TeamPage() {
  const { t } = useTranslation('team.index');
  const { teams, error, reload, add, replace, remove } = useTeamList();
  const [deleting, setDeleting] = useState<Team | null>(null);
  const user = useSessionStore((state) => state.user);
  const manages = canManageTeams(user);

  return (
    <section aria-labelledby="team-title">
      <h1 id="team-title" className="h3 mb-4">
        {t('title')}
      </h1>
      {manages ? (
        <div className="card mb-4 measure-form">
          <div className="card-body">
            <TeamCreateForm onCreated={add} />
          </div>
        </div>
      ) : (
        <p className="text-body-secondary">{t('lead_scope')}</p>
      )}
      <h2 className="h5" id="team-list-title">
        {t('list.title')}
      </h2>
      <QueryState data={teams} error={error} reload={reload}>
        {(teams) =>
          teams.length === 0 ? (
            <EmptyState title={t('list.empty')} hint={t('list.empty_hint')} />
          ) : (
            <ul className="list-group" aria-labelledby="team-list-title">
              {teams.map((team) => (
                <TeamItem
                  key={team.id}
                  team={team}
                  onChanged={replace}
                  onDelete={setDeleting}
                  editable={canEditTeam(user, team)}
                  deletable={manages}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      <TeamDeleteDialog
        team={deleting}
        onDeleted={(team) => remove(team.id)}
        onClose={() => setDeleting(null)}
        focusAfter={() => document.getElementById('team-list-title')}
      />
    </section>
  );
}
