import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/use-translation';
import { noMatchEmptyState } from '@/components/empty-state';
import type { Team } from '@/api/schemas/team';
import { TEAMS_KEY } from '@/api/team-queries';
import { restoreTeam } from '@/api/teams';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Pagination } from '@/components/pagination';
import { SearchInput } from '@/components/search-input';
import { failureMessage } from '@/lib/failure-message';
import { focusIfLost } from '@/lib/focus';
import { focusableDisabled } from '@/lib/focusable-disabled';
import { notifyApiError } from '@/components/notify-api-error';
import { notify } from '@/components/toasts';
import { TeamStateToggle } from './team-state-toggle';
import { useTeamFilter } from './use-team-filter';
import { dateTimeFormat } from '@/utils/intl-format';

/** /team-management: deleted teams to restore, or the active ones (spec §2, §4). */
export function TeamManagementPage() {
  const { t, i18n } = useTranslation('team.management');
  const filter = useTeamFilter();
  const client = useQueryClient();
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const section = useRef<HTMLElement>(null);
  // The restored team's row leaves the list, and its button the focus: the row that takes its
  // place gets it (the last one, at the end of the list), or the heading when none is left.
  const restoredRow = useRef<{ id: number; index: number } | null>(null);
  const rows = filter.data?.data;
  useEffect(() => {
    const restored = restoredRow.current;
    if (!restored || !rows || rows.some((team) => team.id === restored.id)) return;
    restoredRow.current = null;
    const buttons = section.current?.querySelectorAll<HTMLElement>('[data-restore]') ?? [];
    focusIfLost(
      buttons[Math.min(restored.index, buttons.length - 1)] ?? section.current?.querySelector('h1'),
    );
  }, [rows]);

  const restoring = useMutation({
    mutationFn: (team: Team) => restoreTeam(team.id),
    onSuccess: (_restored, team) => {
      notify({ header: t('restore.done_header'), content: t('restore.done', { team: team.name }) });
      // The last team on a later page leaves an empty page behind: show the one before.
      if (filter.data?.data.length === 1 && filter.page > 0) filter.setPage(filter.page - 1);
      // Both the deleted and the active teams changed, and GET /crud/team with them.
      return client.invalidateQueries({ queryKey: TEAMS_KEY });
    },
    onError: (error, team) => {
      restoredRow.current = null;
      notifyApiError(error, { about: team.name, retry: () => restoring.mutate(team) });
    },
  });

  const columns: DataTableColumn<Team>[] = [
    { id: 'name', header: t('columns.name'), cell: (team) => team.name, rowHeader: true },
    {
      id: 'members',
      header: t('columns.members'),
      cell: (team) => team.users_count ?? team.users.length,
    },
  ];
  if (filter.isDeleted) {
    columns.push(
      {
        id: 'deleted_at',
        header: t('columns.deleted_at'),
        cell: (team) => (team.deleted_at ? date.format(new Date(team.deleted_at)) : ''),
      },
      {
        id: 'actions',
        header: <span className="visually-hidden">{t('columns.actions')}</span>,
        className: 'text-end',
        cell: (team) => (
          <Button
            size="sm"
            variant="outline-primary"
            data-restore
            {...focusableDisabled(restoring.isPending)}
            onClick={() => {
              restoredRow.current = { id: team.id, index: rows?.indexOf(team) ?? 0 };
              restoring.mutate(team);
            }}
          >
            {t('restore.button')} <span className="visually-hidden">{team.name}</span>
          </Button>
        ),
      },
    );
  }

  return (
    <section ref={section} aria-labelledby="team-management-title">
      <h1 id="team-management-title" className="h3 mb-4">
        {t('title')}
      </h1>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <TeamStateToggle isDeleted={filter.isDeleted} onChange={filter.showDeleted} />
        <SearchInput
          className="flex-grow-1"
          label={t('filter.search')}
          value={filter.search}
          onSearch={filter.setSearch}
        />
      </div>
      <DataTable
        caption={filter.isDeleted ? t('table.deleted') : t('table.active')}
        columns={columns}
        rows={filter.data?.data}
        rowKey={(team) => team.id}
        loading={filter.loading && filter.data !== undefined}
        error={filter.error ? failureMessage(filter.error) : undefined}
        onRetry={filter.retry}
        empty={
          filter.search
            ? noMatchEmptyState(t('table.no_match'), () => filter.setSearch(''))
            : {
                title: t('table.empty'),
                hint: t(filter.isDeleted ? 'table.empty_hint_deleted' : 'table.empty_hint_active'),
              }
        }
      />
      <div className="mt-3">
        <Pagination
          page={filter.page}
          size={filter.size}
          total={filter.data?.total ?? 0}
          onPageChange={filter.setPage}
          label={t('table.pages')}
          disabled={filter.loading}
        />
      </div>
    </section>
  );
}
