import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { useDashboardTranslation } from '../dashboard-i18n';
import { useFormatters } from '../format';
import {
  IMPACT_EFFECTS,
  type ImpactEffect,
  type ImpactFigures,
  type ImpactSummary,
} from './impact';
import type { ImpactChoice } from './impact-url';

// Drawn with our own constants only (no value from the server): the card's track and a bar in
// the marks' colour, 3:1 on the card (docs/design.md, "Colour roles").
const TRACK = { display: 'block', height: '0.375rem', background: 'var(--bs-tertiary-bg)' };
const BAR = { display: 'block', height: '100%', background: 'var(--qek-accent)' };

interface ImpactMonthsProps {
  summary: ImpactSummary;
  figure: (effect: ImpactEffect, value: number, options?: { bare?: boolean }) => string;
  linkTo: (choice: ImpactChoice) => { search: string };
}

/**
 * The figures per month of the year so far as a table that is its own bar chart: each cell
 * its number, linked to the kaizens behind it, over a bar the length of its share of the
 * column's largest month. Screen readers read the table; the bars are drawn for the eye.
 */
export function ImpactMonths({ summary, figure, linkTo }: ImpactMonthsProps) {
  const { t } = useDashboardTranslation();
  const format = useFormatters();
  const largest = Object.fromEntries(
    IMPACT_EFFECTS.map((effect) => [
      effect,
      Math.max(0, ...summary.months.map((month) => month.figures[effect])),
    ]),
  ) as ImpactFigures;
  const current = summary.months.at(-1)?.key;
  // The footer's year has no bar: it would always be the longest; it and this month are bold.
  const cell = (
    effect: ImpactEffect,
    value: number,
    period: string,
    { bar, strong }: { bar: boolean; strong: boolean },
  ): ReactNode => {
    const text = figure(effect, value, { bare: true });
    return (
      <td key={effect} className={`text-end text-nowrap${strong ? ' fw-semibold' : ''}`}>
        {value > 0 ? (
          // 29 px tall: a tap target on a phone (docs/design.md, "Tap targets").
          <Link className="d-inline-block py-1" to={linkTo({ effect, period })}>
            {text}
          </Link>
        ) : (
          <span className="d-inline-block py-1">{text}</span>
        )}
        {bar ? (
          <span aria-hidden="true" style={TRACK}>
            <span
              style={{
                ...BAR,
                width: `${largest[effect] > 0 ? (100 * value) / largest[effect] : 0}%`,
              }}
            />
          </span>
        ) : null}
      </td>
    );
  };
  return (
    <div className="table-responsive">
      <table className="table table-sm small mb-0">
        <caption className="visually-hidden">
          {t('impact.months.caption', { year: summary.year })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('impact.months.month')}</th>
            {IMPACT_EFFECTS.map((effect) => (
              <th key={effect} scope="col" className="text-end">
                {t(`impact.months.${effect}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.months.map((month) => (
            <tr key={month.key}>
              <th scope="row" className={month.key === current ? undefined : 'fw-normal'}>
                <span className="d-inline-block py-1" aria-hidden="true">
                  {format.shortMonth(month.start)}
                </span>
                <span className="visually-hidden">{format.month(month.start)}</span>
              </th>
              {IMPACT_EFFECTS.map((effect) =>
                cell(effect, month.figures[effect], month.key, {
                  bar: true,
                  strong: month.key === current,
                }),
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="text-nowrap">
              <span className="d-inline-block py-1">{t('impact.months.total')}</span>
            </th>
            {IMPACT_EFFECTS.map((effect) =>
              cell(effect, summary.yearTotal[effect], String(summary.year), {
                bar: false,
                strong: true,
              }),
            )}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
