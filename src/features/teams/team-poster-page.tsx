import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/use-translation';
import { useParams } from 'react-router-dom';
import { teamQueries } from '@/api/team-queries';
import { EmptyState } from '@/components/empty-state';
import { Link } from '@/components/link';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import { TeamPosterSheet } from './team-poster-sheet';
import '@/styles/team-poster.scss';

/**
 * /team/:id/poster: a team's A4 poster with the QR code of its capture, to print and hang by
 * the line. Its own chunk, so the QR code's library loads with this page only.
 */
export function TeamPosterPage() {
  const { t } = useTranslation(['team.poster', 'base']);
  const id = Number(useParams().id);
  const { data, error, refetch } = useQuery(teamQueries.all());
  const logo = useSessionStore((state) => state.user?.logo_src ?? null);
  const back = (
    <Link to={paths.team} className="btn btn-outline-secondary">
      {t('back')}
    </Link>
  );
  return (
    <QueryState data={data} error={error} reload={() => void refetch()}>
      {(teams) => {
        const team = teams.find((candidate) => candidate.id === id);
        if (!team) {
          return (
            <section aria-labelledby="team-poster-title">
              <h1 id="team-poster-title" className="h3 mb-4">
                {t('base:team.poster_title')}
              </h1>
              <EmptyState title={t('not_found')} hint={t('not_found_hint')} action={back} />
            </section>
          );
        }
        return (
          <section aria-labelledby="team-poster-title" className="team-poster-page">
            <div className="team-poster-page__screen">
              <h1 id="team-poster-title" className="h3 mb-2">
                {t('title', { team: team.name })}
              </h1>
              <p className="text-body-secondary measure-text">{t('intro')}</p>
              <div className="d-flex flex-wrap gap-2 mb-4">
                <Button variant="primary" onClick={() => window.print()}>
                  {t('print')}
                </Button>
                {back}
              </div>
            </div>
            <TeamPosterSheet team={team} logo={logo} />
          </section>
        );
      }}
    </QueryState>
  );
}
