export interface ChartSeries {
  key: string;
  label: string;
  /** A palette colour (charts/palette.ts), never a value from the server. */
  color: string;
}

export interface ChartRow {
  key: string;
  /** The full label, used in the table and the summary. */
  label: string;
  /** A shorter label for a crowded axis (e.g. 'jun' for 'juni 2025'). */
  axisLabel?: string;
  /** One value per series, in the order of the series. */
  values: readonly number[];
  /** Drawn in bold, e.g. the user's own team among others. */
  emphasis?: boolean;
  /** Overrides the series colour for this row's bar (single-series charts only). */
  color?: string;
}

export interface ChartData {
  title: string;
  /** The header of the table's first column, naming what the rows are (status, month, ...). */
  categoryLabel: string;
  series: readonly ChartSeries[];
  rows: readonly ChartRow[];
  /** The text a screen reader hears for the picture; a generic listing when left out. */
  summary?: string;
}
