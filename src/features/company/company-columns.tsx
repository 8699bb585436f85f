import Button from 'react-bootstrap/Button';
import type { TFunction } from 'i18next';
import type { CompanyRow } from '@/api/schemas/company';
import type { DataTableColumn } from '@/components/data-table';
import { normalizeColor } from './color';

/** A colour from the server as a swatch; only a checked hex value reaches the style. */
function ColorSwatch({ color, none }: { color: string | null; none: string }) {
  const hex = color === null ? null : normalizeColor(color);
  if (!hex) return <span className="text-body-secondary">{none}</span>;
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <span
        className="d-inline-block rounded border"
        style={{ width: 20, height: 20, background: hex }}
        aria-hidden="true"
      />
      <code className="text-body">{hex}</code>
    </span>
  );
}

const count = (row: CompanyRow, key: 'users_count' | 'teams_count' | 'kaizens_count') =>
  row.meta_data?.[key] ?? 0;

export function companyColumns(
  t: TFunction<'company.index'>,
  onEdit: (company: CompanyRow) => void,
): DataTableColumn<CompanyRow>[] {
  return [
    {
      id: 'name',
      header: t('columns.name'),
      cell: (row) => row.name,
      sortField: 'name',
      rowHeader: true,
    },
    {
      id: 'color',
      header: t('columns.color'),
      cell: (row) => <ColorSwatch color={row.color} none={t('columns.default_color')} />,
    },
    {
      id: 'users',
      header: t('columns.users'),
      cell: (row) => count(row, 'users_count'),
      className: 'text-end',
    },
    {
      id: 'teams',
      header: t('columns.teams'),
      cell: (row) => count(row, 'teams_count'),
      className: 'text-end',
    },
    {
      id: 'kaizens',
      header: t('columns.kaizens'),
      cell: (row) => count(row, 'kaizens_count'),
      className: 'text-end',
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('columns.actions')}</span>,
      className: 'text-end',
      cell: (row) => (
        <Button size="sm" variant="outline-primary" onClick={() => onEdit(row)}>
          {t('base:common.edit')} <span className="visually-hidden">{row.name}</span>
        </Button>
      ),
    },
  ];
}
