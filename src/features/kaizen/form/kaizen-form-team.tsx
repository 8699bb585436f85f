import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/use-translation';
import { kaizenQueries } from '@/api/kaizen-queries';
import type { Ref } from '@/api/schemas/common';
import { LoadError } from '@/components/load-error';

interface TeamPickerProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The kaizen's own team, offered even when it is no longer among the options. */
  current: Ref | null;
}

/** 'create kaizen any team': the teams GET /api/kaizen offers. */
export function KaizenFormTeamPicker({ value, onChange, error, current }: TeamPickerProps) {
  const { t } = useTranslation(['kaizen.new', 'base']);
  const id = useId();
  const { data, error: loadError, isPending, refetch } = useQuery(kaizenQueries.formOptions());
  const teams = data?.teams ?? [];
  const options =
    current && !teams.some((team) => team.id === current.id) ? [current, ...teams] : teams;
  const errorId = `${id}-error`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{t('fields.team_id')}</Form.Label>
      <Form.Select
        name="team_id"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={isPending}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="">{isPending ? t('team.loading') : t('team.choose')}</option>
        {options.map((team) => (
          <option key={team.id} value={String(team.id)}>
            {team.name}
          </option>
        ))}
      </Form.Select>
      {error ? (
        <Form.Control.Feedback id={errorId} type="invalid">
          {error}
        </Form.Control.Feedback>
      ) : null}
      {loadError ? <LoadError error={loadError} onRetry={() => void refetch()} inline /> : null}
    </Form.Group>
  );
}

interface FixedTeamProps {
  team: Ref | null;
  error?: string;
  isNew: boolean;
}

/** 'create kaizen': the team is the active one (or the kaizen's), shown but not chosen. */
export function KaizenFormFixedTeam({ team, error, isNew }: FixedTeamProps) {
  const { t } = useTranslation(['kaizen.new', 'base']);
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  // One line: the team is shown, not chosen, and takes no room from the fields that are.
  return (
    <Form.Group className="kaizen-form-team mb-3" controlId={id}>
      <Form.Label className="mb-0">{t('fields.team_id')}</Form.Label>
      <Form.Control
        plaintext
        readOnly
        name="team_id"
        value={team?.name ?? ''}
        className="kaizen-form-team__name"
        htmlSize={Math.max(1, (team?.name ?? '').length)}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <Form.Text id={`${id}-hint`} className="mt-0">
        {isNew ? t('team.active_hint') : t('team.fixed_hint')}
      </Form.Text>
      {error ? (
        <Form.Control.Feedback id={`${id}-error`} type="invalid">
          {error}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}
