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
  const cell = (effect: ImpactEffect, value: number, period: string, bar: boolean): ReactNode => {
    const text = figure(effect, value, { bare: true });
    return (
      <td key={effect} className="text-end impact-months__cell">
        {value > 0 ? <Link to={linkTo({ effect, period })}>{text}</Link> : text}
        {bar ? (
          <span className="impact-months__track" aria-hidden="true">
            <span
              className="impact-months__bar"
              style={{ width: `${largest[effect] > 0 ? (100 * value) / largest[effect] : 0}%` }}
            />
          </span>
        ) : null}
      </td>
    );
  };
  return (
    <div className="table-responsive">
      <table className="table table-sm mb-0 impact-months">
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
            <tr
              key={month.key}
              className={month.key === current ? 'impact-months__current' : undefined}
            >
              <th scope="row" className="fw-normal">
                <span aria-hidden="true">{format.shortMonth(month.start)}</span>
                <span className="visually-hidden">{format.month(month.start)}</span>
              </th>
              {IMPACT_EFFECTS.map((effect) => cell(effect, month.figures[effect], month.key, true))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('impact.months.total')}</th>
            {IMPACT_EFFECTS.map((effect) =>
              cell(effect, summary.yearTotal[effect], String(summary.year), false),
            )}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
