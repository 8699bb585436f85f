import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { kaizenQueries } from '@/api/kaizen-queries';
import { teamKaizens } from '@/kaizens/team-list';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { medianDecisionDays } from '@/kaizens/decisions/decision-time';
import { focusElement } from '@/lib/focus';
import { useSessionStore } from '@/stores/session-store';
import type { SavedKaizen } from './use-kaizen-form';

interface KaizenSubmittedProps {
  saved: SavedKaizen;
  /** "Nog een kaizen": an empty form in its place. */
  onAnother: () => void;
}

/**
 * After a new kaizen is submitted: what happens next, in place of the form and of a
 * toast. Who decides (the team's leads), how long that usually takes there (the median the
 * dashboard shows, from the team's list the dashboard loads), "Nog een kaizen" first.
 */
export function KaizenSubmitted({ saved, onAnother }: KaizenSubmittedProps) {
  const { t } = useTranslation('kaizen.new');
  const heading = useRef<HTMLHeadingElement>(null);
  const client = useQueryClient();
  // The save put the answer in the cache; read, not fetched again.
  const kaizen =
    saved.id === null ? undefined : client.getQueryData(kaizenQueries.detail(saved.id).queryKey);
  const activeTeam = useSessionStore((state) => state.user?.active_team);
  const team = kaizen?.team.name ?? (activeTeam?.id === saved.teamId ? activeTeam.name : undefined);
  const { data: teamList } = useQuery(teamKaizens(saved.teamId));
  const median = teamList ? medianDecisionDays(teamList) : undefined;

  // The form and its button are gone: the focus goes to what replaced them.
  useEffect(() => focusElement(heading.current), []);

  return (
    // offers-new-kaizen: its "Nog een kaizen" stands in for the phone's "Nieuwe kaizen" bar.
    <section aria-labelledby="kaizen-submitted-title" className="measure-form offers-new-kaizen">
      <h1 id="kaizen-submitted-title" ref={heading} className="h3 mb-3" tabIndex={-1}>
        {t('submitted.title')}
      </h1>
      <p className="fw-semibold mb-2">{saved.title}</p>
      <p>{team ? t('submitted.who', { team }) : t('submitted.who_unknown_team')}</p>
      {median === undefined ? null : <p>{decisionTime(t, median)}</p>}
      <div className="d-flex flex-wrap align-items-center gap-3 mt-4">
        <button type="button" className="btn btn-primary btn-lg" onClick={onAnother}>
          {t('submitted.another')}
        </button>
        <Link to={saved.id === null ? paths.myKaizens : paths.kaizenEdit(saved.id)}>
          {saved.id === null ? t('submitted.to_my_kaizens') : t('submitted.view')}
        </Link>
      </div>
    </section>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function decisionTime(t: Translate, median: number | null): string {
  if (median === null) return t('submitted.no_decisions_yet');
  // "Within": rounded up, so it stays true of half the decisions.
  return t('submitted.median_days', { count: Math.max(1, Math.ceil(median)) });
}
