import { useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useDashboardTranslation } from '../dashboard-i18n';
import { useFormatters } from '../format';
import { chartSummary } from './chart-summary';
import { ChartTable } from './chart-table';
import type { ChartData } from './chart-types';

interface ChartFigureProps extends ChartData {
  width: number;
  height: number;
  /** The drawing, in viewBox units. */
  children: ReactNode;
}

/**
 * A titled chart: an SVG picture that scales with its container (viewBox), a summary for
 * screen readers, a legend when there are several series, and the same numbers as a table.
 */
export function ChartFigure({ width, height, children, ...data }: ChartFigureProps) {
  const { t } = useDashboardTranslation();
  const format = useFormatters().number;
  const [tableShown, setTableShown] = useState(false);
  const titleId = useId();
  const tableId = useId();
  const summary = data.summary ?? chartSummary(data, format);
  return (
    <section className="card h-100" aria-labelledby={titleId}>
      <div className="card-body">
        <h2 id={titleId} className="h5 card-title">
          {data.title}
        </h2>
        {data.series.length > 1 ? <Legend series={data.series} /> : null}
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${width} ${height}`}
          width="100%"
          className="d-block"
          style={{ maxHeight: `${Math.max(height, 120) * 1.5}px` }}
        >
          {children}
        </svg>
        <Button
          variant="link"
          size="sm"
          className="px-0"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {t(tableShown ? 'charts.hide_table' : 'charts.show_table')}
        </Button>
        <ChartTable id={tableId} visible={tableShown} format={format} {...data} />
      </div>
    </section>
  );
}

function Legend({ series }: Pick<ChartData, 'series'>) {
  return (
    <ul className="list-inline small mb-2" aria-hidden="true">
      {series.map((s) => (
        <li key={s.key} className="list-inline-item me-3">
          <span
            className="d-inline-block rounded-1 me-1 align-middle"
            style={{ width: 12, height: 12, background: s.color }}
          />
          {s.label}
        </li>
      ))}
    </ul>
  );
}
