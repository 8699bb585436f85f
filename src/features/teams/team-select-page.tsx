import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Ref } from '@/api/schemas/common';
import { FormAlert } from '@/components/form-alert';
import { SearchInput } from '@/components/search-input';
import { failureMessage } from '@/lib/failure-message';
import { changeTeam } from '@/lib/session';
import { useSessionStore } from '@/stores/session-store';
import { destinationAfterTeamChoice, preselectedTeamId } from './team-select-destination';
import { TeamSelectList } from './team-select-list';
import { useUserTeamsQuery } from './team-select-query';
import { LoadError } from '@/components/load-error';
import { EmptyState } from '@/components/empty-state';

/** Choose the active team (spec §2, §4), then go where the user was heading. */
export function TeamSelectPage() {
  const { t } = useTranslation('team.select');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const activeTeam = useSessionStore((state) => state.user?.active_team ?? null);
  const notRestored = useSessionStore((state) => state.teamNotRestored);
  const query = useUserTeamsQuery();
  const client = useQueryClient();
  const [choosing, setChoosing] = useState<number>();
  const [chooseError, setChooseError] = useState('');
  const [focusIndex, setFocusIndex] = useState<number>();
  const loadError = query.error ? failureMessage(query.error) : '';

  const choose = async (team: Ref) => {
    setChoosing(team.id);
    setChooseError('');
    try {
      await changeTeam(team.id);
      // What was loaded for the old team is old news; screens refetch when next shown.
      void client.invalidateQueries({ refetchType: 'none' });
      await navigate(destinationAfterTeamChoice(params), { replace: true });
    } catch (error) {
      setChooseError(failureMessage(error));
      setChoosing(undefined);
    }
  };

  return (
    <section aria-labelledby="team-select-title" className="col-12 col-md-8 col-xl-6">
      <h1 id="team-select-title" className="h3 mb-2">
        {t('heading')}
      </h1>
      <p className="text-body-secondary">
        {activeTeam ? t('current', { team: activeTeam.name }) : t('none')}
      </p>
      <FormAlert message={chooseError} />
      {notRestored !== null && !chooseError ? (
        <FormAlert variant="warning" message={t('not_restored', { team: notRestored })} />
      ) : null}
      <SearchInput
        className="mb-3"
        label={t('search')}
        value={query.search}
        onSearch={query.setSearch}
      />
      <TeamSelectList
        teams={query.teams}
        activeTeamId={activeTeam?.id}
        preselectedId={preselectedTeamId(params)}
        choosing={choosing}
        onChoose={(team) => void choose(team)}
        focusIndex={focusIndex}
      />
      {query.loading ? (
        <p role="status" className="text-body-secondary">
          {t('base:common.loading')}
        </p>
      ) : null}
      {!query.loading && !query.error && query.teams.length === 0 ? (
        <EmptyState
          title={query.search ? t('empty_search') : t('empty')}
          hint={query.search ? t('base:empty.search_hint') : t('empty_hint')}
        />
      ) : null}
      {loadError ? <LoadError error={loadError} onRetry={query.retry} /> : null}
      {query.hasMore ? (
        <Button
          variant="outline-secondary"
          onClick={() => {
            setFocusIndex(query.teams.length);
            query.loadMore();
          }}
        >
          {t('more', { shown: query.teams.length, total: query.total })}
        </Button>
      ) : null}
    </section>
  );
}
