import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { invalidateKaizens } from '@/api/kaizen-queries';
import { moveKaizens } from '@/api/kaizens';
import type { Ref } from '@/api/schemas/common';
import { FormAlert } from '@/components/form-alert';
import { notify } from '@/components/toasts';
import { useForm } from '@/hooks/use-form';
import { MoveConfirmDialog } from './move-confirm-dialog';

interface MoveFormProps {
  selectedIds: readonly number[];
  /** Teams the kaizens may go to (the active team left out). */
  teams: readonly Ref[];
  onMoved: () => void;
}

/** Where the chosen kaizens go, a confirmation, then POST /api/kaizen/move-multiple. */
export function MoveForm({ selectedIds, teams, onMoved }: MoveFormProps) {
  const { t } = useTranslation('kaizen.move');
  const [confirming, setConfirming] = useState(false);
  const count = selectedIds.length;
  const teamOf = (id: string) => teams.find((candidate) => String(candidate.id) === id);
  const client = useQueryClient();
  const moving = useMutation({
    mutationFn: (target: Ref) => moveKaizens(selectedIds, target.id),
    onSuccess: ({ moved }, target) => {
      notify({
        header: t('moved.header'),
        content: t('moved.content', { count: moved, team: target.name }),
      });
      // Both teams' lists and dashboards changed.
      void invalidateKaizens(client);
    },
  });
  // The selection stays on a failure, so trying again is one click.
  const { setFormElement, ...form } = useForm<{ team_id: string }, 'team_id'>({
    initial: { team_id: '' },
    validate: ({ team_id }) => (teamOf(team_id) ? {} : { team_id: t('errors.no_team') }),
    // Moved, but its answer was unreadable: done as far as this screen goes (the lists are
    // fetched again by src/lib/query-client.ts), never moved twice.
    onSavedAnyway: () => {
      setConfirming(false);
      onMoved();
    },
  });
  const team = teamOf(form.values.team_id);

  const move = async () => {
    if (team) await moving.mutateAsync(team);
    setConfirming(false);
    onMoved();
  };

  return (
    <Form
      ref={setFormElement}
      className="d-flex flex-wrap align-items-end gap-2 mb-3"
      noValidate
      // A valid choice is asked about first; the confirmation sends it (`move`).
      onSubmit={form.onSubmit(() => setConfirming(true))}
    >
      {/* While the confirmation is open its failure shows there, so trying again is one click. */}
      <FormAlert
        message={confirming ? undefined : (form.formError ?? form.errors.team_id)}
        className="w-100"
      />
      <Form.Group controlId="move-target-team">
        <Form.Label>{t('target.label')}</Form.Label>
        <Form.Select
          value={form.values.team_id}
          onChange={(event) => form.setField('team_id', event.target.value)}
          required
          aria-invalid={form.errors.team_id ? true : undefined}
        >
          <option value="">{t('target.placeholder')}</option>
          {teams.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {/* Nothing chosen, nothing to move: the hint beside it says to select kaizens first. */}
      <Button type="submit" disabled={count === 0 || form.submitting} aria-describedby="move-hint">
        {t('submit', { count })}
      </Button>
      <p id="move-hint" className="w-100 small text-body-secondary mb-0">
        {t('hint')}
      </p>
      <MoveConfirmDialog
        show={confirming}
        count={count}
        team={team?.name ?? ''}
        moving={moving.isPending}
        error={form.formError}
        onConfirm={() => void form.submit(move)}
        onCancel={() => setConfirming(false)}
      />
    </Form>
  );
}
