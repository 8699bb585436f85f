import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Team } from '@/api/schemas/team';
import { QueryState } from '@/components/query-state';
import { TeamCreateForm } from './team-create-form';
import { TeamDeleteDialog } from './team-delete-dialog';
import { TeamItem } from './team-item';
import { useTeamList } from './use-team-list';
import { EmptyState } from '@/components/empty-state';

/** /team: the company's teams by name, to add, rename, print and (soft) delete. */
export function TeamPage() {
  const { t } = useTranslation('team.index');
  const { teams, error, reload, add, replace, remove } = useTeamList();
  const [deleting, setDeleting] = useState<Team | null>(null);

  return (
    <section aria-labelledby="team-title">
      <h1 id="team-title" className="h3 mb-4">
        {t('title')}
      </h1>
      <div className="card mb-4">
        <div className="card-body">
          <TeamCreateForm onCreated={add} />
        </div>
      </div>
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
                <TeamItem key={team.id} team={team} onChanged={replace} onDelete={setDeleting} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <TeamDeleteDialog
        team={deleting}
        onDeleted={(team) => remove(team.id)}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
