import type { ReactNode } from 'react';
import type { SortDirection } from '@/api/schemas/table';

export interface TableSort {
  field: string;
  dir: SortDirection;
}

export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The field the server sorts this column by; without it the column cannot be sorted. */
  sortField?: string;
  /** The cell that names the row (a `th scope="row"`), e.g. the title. */
  rowHeader?: boolean;
  className?: string;
}
