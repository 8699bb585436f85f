import type { ChartData } from './chart-types';

interface ChartTableProps extends Pick<ChartData, 'title' | 'categoryLabel' | 'series' | 'rows'> {
  id: string;
  visible: boolean;
  format: (value: number) => string;
}

/** The chart's numbers as a table: read by screen readers always, shown on request. */
export function ChartTable({
  id,
  visible,
  title,
  categoryLabel,
  series,
  rows,
  format,
}: ChartTableProps) {
  return (
    <table id={id} className={visible ? 'table table-sm mt-2 mb-0' : 'visually-hidden'}>
      <caption className={visible ? 'caption-top' : undefined}>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{categoryLabel}</th>
          {series.map((s) => (
            <th key={s.key} scope="col" className="text-end">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="fw-normal">
              {row.label}
            </th>
            {series.map((s, index) => (
              <td key={s.key} className="text-end">
                {format(row.values[index] ?? 0)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
