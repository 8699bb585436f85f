import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '@/i18n/use-translation';
import type { KaizenFilters } from '@/api/schemas/kaizen';
import { sortTeamsByName } from '@/api/schemas/team';
import { SearchInput } from '@/components/search-input';
import { useSessionStore } from '@/stores/session-store';
import { DateFilterField } from './date-filter-field';
import { hasFilters } from './list-state';
import { useFilterOptions } from './use-filter-options';

interface KaizenFilterFormProps {
  filters: KaizenFilters;
  /** Gets only what changed: a debounced search must not carry an older team choice along. */
  onChange: (changed: KaizenFilters) => void;
  /** The list holds the user's own kaizens only: no author to choose. */
  authorFixed?: boolean;
}

const NO_FILTERS: Required<Record<keyof KaizenFilters, undefined>> = {
  search: undefined,
  team_id: undefined,
  author_id: undefined,
  date_from: undefined,
  date_to: undefined,
};

const toId = (value: string) => (value === '' ? undefined : Number(value));

/** Text, team, author and date-range filters of the approved and declined lists. */
export function KaizenFilterForm({
  filters,
  onChange,
  authorFixed = false,
}: KaizenFilterFormProps) {
  const { t } = useTranslation('kaizen.index');
  const activeTeam = useSessionStore((s) => s.user?.active_team ?? undefined);
  const options = useFilterOptions(filters.team_id, activeTeam?.id);
  const authorTeamName =
    options.teams.find((team) => team.id === filters.team_id)?.name ?? activeTeam?.name ?? '';
  const set = onChange;
  const badRange = Boolean(
    filters.date_from && filters.date_to && filters.date_from > filters.date_to,
  );

  return (
    <Form role="search" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()}>
      <Row className="g-2 align-items-end mb-3">
        <Col xs={12} md={6} xl={3}>
          <SearchInput
            label={t('filters.search')}
            value={filters.search ?? ''}
            onSearch={(search) => set({ search })}
          />
        </Col>
        <Col xs={12} sm={6} md={3} xl={2}>
          <Form.Group controlId="kaizen-filter-team">
            <Form.Label>{t('filters.team')}</Form.Label>
            <Form.Select
              value={filters.team_id ?? ''}
              // Another team has other members, so the author choice starts over.
              onChange={(e) => set({ team_id: toId(e.target.value), author_id: undefined })}
            >
              <option value="">{t('filters.all_teams')}</option>
              {sortTeamsByName(options.teams).map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={12} sm={6} md={3} xl={2} hidden={authorFixed}>
          <Form.Group controlId="kaizen-filter-author">
            <Form.Label>{t('filters.author')}</Form.Label>
            <Form.Select
              value={filters.author_id ?? ''}
              onChange={(e) => set({ author_id: toId(e.target.value) })}
              aria-describedby={
                options.authorsUnavailable ? 'kaizen-filter-author-hint' : undefined
              }
            >
              <option value="">{t('filters.all_authors')}</option>
              {/* Authors come from one team; the group label says which. */}
              <optgroup label={t('filters.members_of', { team: authorTeamName })}>
                {sortTeamsByName(options.authors).map((author) => (
                  <option key={author.id} value={author.id}>
                    {author.name}
                  </option>
                ))}
              </optgroup>
            </Form.Select>
            {options.authorsUnavailable ? (
              <Form.Text id="kaizen-filter-author-hint">
                {t('filters.authors_unavailable')}
              </Form.Text>
            ) : null}
          </Form.Group>
        </Col>
        <Col xs={12} sm={6} md={3} xl={2} className="date-filter-col">
          <DateFilterField
            id="kaizen-filter-from"
            label={t('filters.date_from')}
            value={filters.date_from}
            max={filters.date_to}
            onChange={(date_from) => set({ date_from })}
          />
        </Col>
        <Col xs={12} sm={6} md={3} xl={2} className="date-filter-col">
          <DateFilterField
            id="kaizen-filter-to"
            label={t('filters.date_to')}
            value={filters.date_to}
            min={filters.date_from}
            isInvalid={badRange}
            describedBy={badRange ? 'kaizen-filter-range-error' : undefined}
            onChange={(date_to) => set({ date_to })}
          />
        </Col>
        <Col xs="auto">
          {hasFilters(filters) ? (
            <Button
              variant="outline-secondary"
              className="w-100"
              onClick={() => onChange(NO_FILTERS)}
            >
              {t('filters.clear')}
            </Button>
          ) : null}
        </Col>
      </Row>
      {badRange ? (
        <p id="kaizen-filter-range-error" className="text-danger small" role="alert">
          {t('filters.bad_range')}
        </p>
      ) : null}
    </Form>
  );
}
