import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from '@/components/link';
import { LoadError } from '@/components/load-error';
import { teamQueries } from '@/api/team-queries';
import { paths } from '@/config/paths';
import { isBoardScreen } from '@/lib/board-screen';

/** A board without a team and no active team to take: which team does this screen show? */
export function BoardTeamChoice() {
  const { t } = useTranslation('team.board');
  const query = useInfiniteQuery(teamQueries.mine(''));
  const teams = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div className="board board--choice">
      <h1 className="board__team">{t('no_team')}</h1>
      {isBoardScreen() ? <p>{t('board_only')}</p> : null}
      {query.error ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess && teams.length === 0 ? <p>{t('no_teams')}</p> : null}
      {teams.length > 0 ? (
        <>
          <p>{t('no_team_hint')}</p>
          <ul className="board__teams">
            {teams.map((team) => (
              <li key={team.id}>
                <Link className="wall-button" to={paths.teamBoard(team.id)}>
                  {t('choose_team', { team: team.name })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
