import type { TFunction } from 'i18next';
import type { Kaizen } from '@/api/schemas/kaizen';
import type { DataTableColumn } from '@/components/data-table';
import { KaizenStatus } from '@/components/kaizen-status';
import { formatDate } from '../list/format';
import { selectionColumn } from '@/components/selection-column';
import type { Selection } from '@/hooks/use-selection';

interface MoveColumnsInput {
  t: TFunction;
  locale: string;
  pageRows: readonly Kaizen[];
  selection: Selection<Kaizen>;
}

/** A checkbox per row (and one for the page), then what tells kaizens apart. */
export function moveColumns({ t, locale, pageRows, selection }: MoveColumnsInput) {
  const columns: DataTableColumn<Kaizen>[] = [
    selectionColumn({ t, selection, rows: pageRows }),
    {
      id: 'title',
      header: t('columns.title'),
      sortField: 'title',
      rowHeader: true,
      className: 'fw-normal',
      cell: (k) => k.title,
    },
    { id: 'author', header: t('columns.author'), sortField: 'author', cell: (k) => k.author.name },
    {
      id: 'status',
      header: t('columns.status'),
      sortField: 'status',
      cell: (k) => <KaizenStatus status={k.status} />,
    },
    {
      id: 'created_at',
      header: t('columns.created_at'),
      sortField: 'created_at',
      className: 'text-nowrap',
      cell: (k) => formatDate(k.created_at, locale),
    },
  ];
  return columns;
}
