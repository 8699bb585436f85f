import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/use-translation';
import type { TableSort } from '@/components/data-table';

/** Orders worth a name; 'oldest first' is the lead's view of what has waited longest. */
const PRESETS = [
  { key: 'recent', sort: { field: 'decided_at', dir: 'desc' } },
  { key: 'newest', sort: { field: 'created_at', dir: 'desc' } },
  { key: 'oldest', sort: { field: 'created_at', dir: 'asc' } },
] as const satisfies readonly { key: string; sort: TableSort }[];

const valueOf = (sort: TableSort) => `${sort.field}:${sort.dir}`;

interface SortSelectProps {
  sort: TableSort;
  onChange: (sort: TableSort) => void;
  /** The header of each sortable column, to name an order chosen by clicking a header. */
  columnNames: Record<string, string>;
}

/** A named order for the list, in step with the sortable column headers. */
export function SortSelect({ sort, onChange, columnNames }: SortSelectProps) {
  const { t } = useTranslation('kaizen.index');
  const isPreset = PRESETS.some((preset) => valueOf(preset.sort) === valueOf(sort));
  return (
    <Form.Group controlId="kaizen-list-sort" className="d-flex align-items-center gap-2">
      <Form.Label className="mb-0 text-nowrap">{t('sort.label')}</Form.Label>
      <Form.Select
        size="sm"
        value={valueOf(sort)}
        onChange={(event) => {
          const [field = '', dir] = event.target.value.split(':');
          onChange({ field, dir: dir === 'asc' ? 'asc' : 'desc' });
        }}
      >
        {PRESETS.map((preset) => (
          <option key={preset.key} value={valueOf(preset.sort)}>
            {t(`sort.${preset.key}`)}
          </option>
        ))}
        {isPreset ? null : (
          <option value={valueOf(sort)}>
            {t(`sort.column_${sort.dir}`, { column: columnNames[sort.field] ?? sort.field })}
          </option>
        )}
      </Form.Select>
    </Form.Group>
  );
}
