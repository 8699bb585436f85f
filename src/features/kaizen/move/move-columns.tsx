import type { TFunction } from 'i18next';
import Form from 'react-bootstrap/Form';
import type { Kaizen } from '@/api/schemas/kaizen';
import type { DataTableColumn } from '@/components/data-table';
import { KaizenStatus } from '@/components/kaizen-status';
import { formatDate } from '../list/format';
import type { Selection } from './use-selection';
import { SelectAllCheckbox } from './select-all-checkbox';

interface MoveColumnsInput {
  t: TFunction;
  locale: string;
  pageRows: readonly Kaizen[];
  selection: Selection;
}

/** A checkbox per row (and one for the page), then what tells kaizens apart. */
export function moveColumns({ t, locale, pageRows, selection }: MoveColumnsInput) {
  const pageIds = pageRows.map((kaizen) => kaizen.id);
  const chosen = pageIds.filter((id) => selection.selected.has(id)).length;
  const columns: DataTableColumn<Kaizen>[] = [
    {
      id: 'select',
      className: 'text-center',
      header: (
        <SelectAllCheckbox
          chosen={chosen}
          of={pageIds.length}
          label={t('select_page')}
          onChange={(on) => selection.setMany(pageIds, on)}
        />
      ),
      cell: (kaizen) => (
        <Form.Check
          id={`move-select-${kaizen.id}`}
          type="checkbox"
          aria-label={t('select_one', { title: kaizen.title })}
          checked={selection.selected.has(kaizen.id)}
          onChange={() => selection.toggle(kaizen.id)}
        />
      ),
    },
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
