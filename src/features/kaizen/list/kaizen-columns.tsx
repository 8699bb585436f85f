import type { TFunction } from 'i18next';
import { Link } from '@/components/link';
import type { Kaizen } from '@/api/schemas/kaizen';
import type { DataTableColumn } from '@/components/data-table';
import { KaizenStatus } from '@/kaizens/status';
import { paths } from '@/config/paths';
import { formatDate } from './format';
import type { ListKind } from './list-kind';

/** The columns of a kaizen list; sort fields are the table call's (docs/api.md). */
export function kaizenColumns(kind: ListKind, t: TFunction, locale: string) {
  const columns: DataTableColumn<Kaizen>[] = [
    {
      id: 'title',
      header: t('columns.title'),
      sortField: 'title',
      rowHeader: true,
      className: 'fw-normal',
      cell: (kaizen) => <Link to={paths.kaizenEdit(kaizen.id)}>{kaizen.title}</Link>,
    },
    {
      id: 'status',
      header: t('columns.status'),
      className: 'text-nowrap',
      cell: (kaizen) => <KaizenStatus status={kaizen.status} />,
    },
    { id: 'team', header: t('columns.team'), sortField: 'team', cell: (k) => k.team.name },
    { id: 'author', header: t('columns.author'), sortField: 'author', cell: (k) => k.author.name },
    {
      id: 'created_at',
      header: t('columns.created_at'),
      sortField: 'created_at',
      className: 'text-nowrap',
      cell: (k) => formatDate(k.created_at, locale),
    },
    {
      id: 'decided_at',
      header: t(kind === 'declined' ? 'columns.declined_at' : 'columns.approved_at'),
      sortField: 'decided_at',
      className: 'text-nowrap',
      cell: (k) => formatDate(k.decided_at, locale),
    },
  ];
  if (kind === 'declined') {
    columns.push({
      id: 'decline_reason',
      header: t('columns.decline_reason'),
      cell: (k) => k.decline_reason ?? '',
    });
  }
  return columns;
}
