import type { ChartData } from './chart-types';

/** 'Title: Open 3; Approved 5', or per row 'jun 2025: Submitted 4, Approved 2' for several series. */
export function chartSummary(
  { title, series, rows }: Pick<ChartData, 'title' | 'series' | 'rows'>,
  format: (value: number) => string,
): string {
  const describe = (values: readonly number[]) =>
    series.length === 1
      ? ` ${format(values[0] ?? 0)}`
      : `: ${series.map((s, i) => `${s.label} ${format(values[i] ?? 0)}`).join(', ')}`;
  return `${title}: ${rows.map((row) => `${row.label}${describe(row.values)}`).join('; ')}`;
}
