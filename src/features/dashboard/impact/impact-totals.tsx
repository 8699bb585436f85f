import { useId } from 'react';
import { Link } from '@/components/link';
import { useDashboardTranslation } from '../dashboard-i18n';
import { IMPACT_EFFECTS, type ImpactFigures, type ImpactPeriod } from './impact';
import type { ImpactChoice } from './impact-url';

interface ImpactTotalsProps {
  title: string;
  /** The period in words, also read after each figure's link. */
  periodName: string;
  period: ImpactPeriod;
  figures: ImpactFigures;
  /** The words of a figure's value. */
  value: (effect: ImpactChoice['effect'], amount: number) => string;
  /** Where a figure leads: the list of the kaizens behind it. */
  linkTo: (choice: ImpactChoice) => { search: string };
}

/** A period's three figures, one a line; each that is not zero links to the kaizens behind it. */
export function ImpactTotals({
  title,
  periodName,
  period,
  figures,
  value,
  linkTo,
}: ImpactTotalsProps) {
  const { t } = useDashboardTranslation();
  const titleId = useId();
  return (
    <section className="card card-body py-2 h-100" aria-labelledby={titleId}>
      <h3 id={titleId} className="h6 mb-1">
        {title} <span className="fw-normal text-body-secondary">{periodName}</span>
      </h3>
      <dl className="mb-0">
        {IMPACT_EFFECTS.map((effect, index) => {
          const label = t(`impact.effects.${effect}`);
          const line = index < IMPACT_EFFECTS.length - 1 ? ' border-bottom' : '';
          return (
            <div
              key={effect}
              className={`d-flex flex-wrap align-items-baseline justify-content-between gap-2 py-1 position-relative${line}`}
            >
              <dt className="fw-normal">
                {figures[effect] > 0 ? (
                  <Link to={linkTo({ effect, period })} className="stretched-link">
                    {label}
                    <span className="visually-hidden">, {periodName}</span>
                  </Link>
                ) : (
                  label
                )}
              </dt>
              <dd className="kpi-card__value text-nowrap ms-auto mb-0">
                {value(effect, figures[effect])}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
