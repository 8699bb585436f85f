import type { TFunction } from 'i18next';
import type { TableSort } from '@/components/data-table';
import { ExportButton } from './export-button';
import { SortSelect } from './sort-select';
import type { useCsvExport } from './use-csv-export';
import type { ViewMode } from './use-view-mode';
import { ViewToggle } from './view-toggle';

interface ListToolbarProps {
  mode: ViewMode;
  onModeChange: (mode: ViewMode) => void;
  sort: TableSort;
  onSort: (sort: TableSort) => void;
  exporter: ReturnType<typeof useCsvExport>;
  /** Nothing to export while the list is empty or failed. */
  canExport: boolean;
  t: TFunction;
}

/** View, order and export controls above a kaizen list. */
export function ListToolbar({
  mode,
  onModeChange,
  sort,
  onSort,
  exporter,
  canExport,
  t,
}: ListToolbarProps) {
  const columnNames = {
    title: t('columns.title'),
    team: t('columns.team'),
    author: t('columns.author'),
    created_at: t('columns.created_at'),
    decided_at: t('columns.decided_at'),
  };
  return (
    <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
      <ViewToggle mode={mode} onChange={onModeChange} />
      <SortSelect sort={sort} onChange={onSort} columnNames={columnNames} />
      <div className="ms-auto">
        <ExportButton
          progress={exporter.progress}
          onStart={exporter.start}
          onCancel={exporter.cancel}
          disabled={!canExport}
        />
      </div>
    </div>
  );
}
