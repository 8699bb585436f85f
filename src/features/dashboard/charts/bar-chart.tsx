import { useFormatters } from '../format';
import { ChartFigure } from './chart-figure';
import type { ChartData } from './chart-types';

const WIDTH = 440;
const LABEL_WIDTH = 150;
const VALUE_WIDTH = 48;
const BAR_HEIGHT = 16;
const ROW_GAP = 10;
const MAX_LABEL_CHARS = 20;

const shorten = (label: string) =>
  label.length > MAX_LABEL_CHARS ? `${label.slice(0, MAX_LABEL_CHARS - 1)}…` : label;

/** Horizontal bars, one group per row (several series sit side by side in a group). */
export function BarChart(data: ChartData) {
  const format = useFormatters().number;
  const { series, rows } = data;
  const max = Math.max(1, ...rows.flatMap((row) => row.values));
  const groupHeight = series.length * BAR_HEIGHT;
  const height = Math.max(1, rows.length) * (groupHeight + ROW_GAP) + ROW_GAP;
  const scale = (WIDTH - LABEL_WIDTH - VALUE_WIDTH) / max;

  return (
    <ChartFigure width={WIDTH} height={height} {...data}>
      <line x1={LABEL_WIDTH} x2={LABEL_WIDTH} y1={0} y2={height} stroke="var(--bs-border-color)" />
      {rows.map((row, rowIndex) => {
        const top = ROW_GAP + rowIndex * (groupHeight + ROW_GAP);
        return (
          <g key={row.key}>
            <text
              x={LABEL_WIDTH - 8}
              y={top + groupHeight / 2}
              textAnchor="end"
              dominantBaseline="central"
              fontSize={12}
              fontWeight={row.emphasis ? 600 : undefined}
              fill="currentColor"
            >
              <title>{row.label}</title>
              {shorten(row.axisLabel ?? row.label)}
            </text>
            {series.map((s, index) => {
              const value = row.values[index] ?? 0;
              const y = top + index * BAR_HEIGHT;
              return (
                <g key={s.key}>
                  <rect
                    x={LABEL_WIDTH}
                    y={y + 1}
                    width={value * scale}
                    height={BAR_HEIGHT - 2}
                    fill={series.length === 1 ? (row.color ?? s.color) : s.color}
                  />
                  <text
                    x={LABEL_WIDTH + value * scale + 6}
                    y={y + BAR_HEIGHT / 2}
                    dominantBaseline="central"
                    fontSize={12}
                    fill="currentColor"
                  >
                    {format(value)}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
    </ChartFigure>
  );
}
