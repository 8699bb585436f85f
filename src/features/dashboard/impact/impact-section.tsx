import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useLocation } from 'react-router-dom';
import type { TeamKaizen } from '@/api/schemas/kaizen';
import { Link } from '@/components/link';
import { teamKaizens } from '@/kaizens/team-list';
import { LoadError } from '@/components/load-error';
import { downloadText } from '@/utils/download';
import { useDashboardTranslation } from '../dashboard-i18n';
import { IMPACT_EFFECTS, kaizensBehind, type ImpactSummary } from './impact';
import { impactMonthsCsv } from './impact-csv';
import { useImpactWords } from './impact-format';
import { ImpactKaizens } from './impact-kaizens';
import { ImpactMonths } from './impact-months';
import { ImpactTotals } from './impact-totals';
import { impactSearch, impactViewFromUrl, type ImpactScope, type ImpactView } from './impact-url';
import { useCompanyImpact } from './use-company-impact';

interface ImpactSectionProps {
  /** What the team's approved kaizens brought, from the dashboard's pass over its list. */
  team: ImpactSummary;
  teamId: number;
  teamName: string;
}

/**
 * What the kaizens brought this month and this year so far, for the team or the whole company
 * (chosen in the address, `?scope=company`): euros and hours saved and how many improved
 * quality or safety, per month, each figure leading to the kaizens behind it (`?effect=&period=`,
 * listed here), exportable as CSV.
 */
export function ImpactSection({ team, teamId, teamName }: ImpactSectionProps) {
  const { t } = useDashboardTranslation();
  const titleId = useId();
  const params = new URLSearchParams(useLocation().search);
  const view = impactViewFromUrl(params);
  const company = useCompanyImpact(team.year, view.scope === 'company');
  // The list the team's summary was drawn from: in the cache already, never asked for again here.
  const teamList = useQuery({ ...teamKaizens(teamId), enabled: false }).data;
  const summary = view.scope === 'company' ? company.summary : team;
  const kaizens = (view.scope === 'company' ? company.kaizens : teamList) ?? [];
  const linkTo = (next: Partial<ImpactView>) => ({
    search: impactSearch({ ...view, ...next }, params),
  });
  const scopes: { scope: ImpactScope; label: string }[] = [
    { scope: 'team', label: teamName },
    { scope: 'company', label: t('impact.scope.company') },
  ];
  return (
    <section className="card impact" aria-labelledby={titleId} aria-busy={!summary}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <h2 id={titleId} className="h5 card-title mb-0">
            {t('impact.title')}
          </h2>
          <nav aria-label={t('impact.scope.label')}>
            <ul className="nav nav-pills impact-scope">
              {scopes.map(({ scope, label }) => (
                <li key={scope} className="nav-item">
                  <Link
                    className={`nav-link${scope === view.scope ? ' active' : ''}`}
                    aria-current={scope === view.scope ? 'true' : undefined}
                    to={linkTo({ scope })}
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="small text-body-secondary">{t('impact.basis')}</p>
        {summary ? (
          <ImpactBody
            summary={summary}
            kaizens={kaizens}
            view={view}
            linkTo={linkTo}
            fileName={view.scope === 'company' ? 'impact-company' : `impact-team-${teamId}`}
          />
        ) : company.error ? (
          <LoadError error={company.error} onRetry={company.reload} />
        ) : (
          <div className="d-flex align-items-center gap-2 py-3" role="status">
            <Spinner animation="border" size="sm" aria-hidden="true" />
            <span>{t('impact.loading')}</span>
          </div>
        )}
      </div>
    </section>
  );
}

interface ImpactBodyProps {
  summary: ImpactSummary;
  kaizens: readonly TeamKaizen[];
  view: ImpactView;
  linkTo: (next: Partial<ImpactView>) => { search: string };
  fileName: string;
}

function ImpactBody({ summary, kaizens, view, linkTo, fileName }: ImpactBodyProps) {
  const { t, i18n } = useDashboardTranslation();
  const words = useImpactWords();
  const thisMonth = summary.months[summary.months.length - 1];
  const toFigure = (figure: ImpactView['figure']) => linkTo({ figure });
  const year = String(summary.year);
  const open = view.figure;
  const [effect, period] = [open?.effect, open?.period];
  const behind = useMemo(
    () => (effect && period ? kaizensBehind(kaizens, summary, effect, period) : []),
    [kaizens, summary, effect, period],
  );
  const none = IMPACT_EFFECTS.every((effect) => summary.yearTotal[effect] === 0);
  const exportMonths = () =>
    downloadText(`${fileName}-${year}.csv`, impactMonthsCsv(summary, t, i18n.language));
  return (
    <>
      <div className="row g-3 mb-3">
        <div className="col-md-6">
          <ImpactTotals
            title={t('impact.this_month')}
            periodName={words.period(summary, thisMonth.key)}
            period={thisMonth.key}
            figures={thisMonth.figures}
            value={words.figure}
            linkTo={toFigure}
          />
        </div>
        <div className="col-md-6">
          <ImpactTotals
            title={t('impact.this_year')}
            periodName={words.period(summary, year)}
            period={year}
            figures={summary.yearTotal}
            value={words.figure}
            linkTo={toFigure}
          />
        </div>
      </div>
      {none ? (
        <p className="mb-0">{t('impact.empty')}</p>
      ) : (
        <>
          <ImpactMonths summary={summary} figure={words.figure} linkTo={toFigure} />
          <Button variant="outline-primary" size="sm" className="mt-3" onClick={exportMonths}>
            {t('impact.export')}
          </Button>
        </>
      )}
      {open ? (
        <ImpactKaizens
          key={`${open.effect} ${open.period}`}
          heading={`${t(`impact.effects.${open.effect}`)}, ${words.period(summary, open.period)}`}
          effect={open.effect}
          kaizens={behind}
          fileName={`${fileName}-${open.period}-${open.effect}`}
          figure={words.figure}
          closeTo={linkTo({ figure: null })}
        />
      ) : null}
    </>
  );
}
