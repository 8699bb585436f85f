import type { AriaAttributes } from 'react';
import type { SortDirection } from '@/api/schemas/table';
import type { DataTableColumn, TableSort } from './data-table-types';

/** Clicking the sorted column flips its direction; another column starts ascending. */
export function nextSort(current: TableSort | undefined, field: string): TableSort {
  if (current?.field === field) return { field, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { field, dir: 'asc' };
}

function ariaSort(sort: TableSort | undefined, field: string): AriaAttributes['aria-sort'] {
  if (sort?.field !== field) return 'none';
  return sort.dir === 'asc' ? 'ascending' : 'descending';
}

const ARROWS: Record<SortDirection | 'none', string> = { asc: '▲', desc: '▼', none: '↕' };

interface DataTableHeadProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  sort?: TableSort;
  onSort?: (sort: TableSort) => void;
}

/** The header row: a sortable column's header is a button, its state read out by aria-sort. */
export function DataTableHead<Row>({ columns, sort, onSort }: DataTableHeadProps<Row>) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const { sortField } = column;
          if (!sortField || !onSort) {
            return (
              <th key={column.id} scope="col" className={column.className}>
                {column.header}
              </th>
            );
          }
          const state = sort?.field === sortField ? sort.dir : 'none';
          return (
            <th
              key={column.id}
              scope="col"
              className={column.className}
              aria-sort={ariaSort(sort, sortField)}
            >
              <button
                type="button"
                className="btn btn-link p-0 fw-semibold text-body text-decoration-none text-start"
                onClick={() => onSort(nextSort(sort, sortField))}
              >
                {column.header}
                <span
                  className={`ms-1 small ${state === 'none' ? 'text-body-secondary' : ''}`}
                  aria-hidden="true"
                >
                  {ARROWS[state]}
                </span>
              </button>
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
