import { useFormatters } from '../format';
import { ChartFigure } from './chart-figure';
import type { ChartData } from './chart-types';

const WIDTH = 440;
const HEIGHT = 220;
const AXIS_WIDTH = 36;
const AXIS_HEIGHT = 24;
const TOP = 10;
const TICKS = 4;

/** A round step so the axis reads 0, 5, 10, 15 rather than 0, 3.75, 7.5. */
export function niceStep(max: number, ticks = TICKS): number {
  const raw = Math.max(1, max) / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((f) => f * magnitude).find((s) => s >= raw) ?? raw;
  return Math.max(1, step);
}

/** Vertical columns over time (or any ordered rows), the series side by side per row. */
export function ColumnChart(data: ChartData) {
  const format = useFormatters().number;
  const { series, rows } = data;
  const step = niceStep(Math.max(0, ...rows.flatMap((row) => row.values)));
  const top = step * TICKS;
  const plotHeight = HEIGHT - TOP - AXIS_HEIGHT;
  const slot = (WIDTH - AXIS_WIDTH) / Math.max(1, rows.length);
  const barWidth = (slot * 0.75) / Math.max(1, series.length);
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;

  return (
    <ChartFigure width={WIDTH} height={HEIGHT} {...data}>
      {Array.from({ length: TICKS + 1 }, (_, i) => i * step).map((tick) => (
        <g key={tick}>
          <line
            x1={AXIS_WIDTH}
            x2={WIDTH}
            y1={y(tick)}
            y2={y(tick)}
            stroke="var(--bs-border-color)"
          />
          <text
            x={AXIS_WIDTH - 6}
            y={y(tick)}
            textAnchor="end"
            dominantBaseline="central"
            fontSize={12}
            fill="currentColor"
          >
            {format(tick)}
          </text>
        </g>
      ))}
      {rows.map((row, rowIndex) => {
        const left = AXIS_WIDTH + rowIndex * slot + slot * 0.125;
        return (
          <g key={row.key}>
            <title>{row.label}</title>
            {series.map((s, index) => {
              const value = row.values[index] ?? 0;
              return (
                <rect
                  key={s.key}
                  x={left + index * barWidth}
                  y={y(value)}
                  width={Math.max(1, barWidth - 1)}
                  height={plotHeight + TOP - y(value)}
                  fill={s.color}
                />
              );
            })}
            <text
              x={AXIS_WIDTH + rowIndex * slot + slot / 2}
              y={HEIGHT - AXIS_HEIGHT / 2 + 2}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={12}
              fill="currentColor"
            >
              {row.axisLabel ?? row.label}
            </text>
          </g>
        );
      })}
    </ChartFigure>
  );
}
