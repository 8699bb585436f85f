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
    // The wrapper hides the table: a table itself ignores the 1px box of .visually-hidden.
    <div id={id} className={visible ? 'table-responsive mt-2' : 'visually-hidden'}>
      <table className="table table-sm mb-0">
        <caption className="visually-hidden">{title}</caption>
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
    </div>
  );
}
