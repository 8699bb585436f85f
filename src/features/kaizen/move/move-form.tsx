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
import { failureMessage } from '@/lib/failure-message';
import { savedAnyway } from '@/lib/saved-anyway';
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
  const [teamId, setTeamId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const [asked, setAsked] = useState(false);
  const team = teams.find((candidate) => String(candidate.id) === teamId);
  const count = selectedIds.length;
  // What a submit found missing, for as long as it is still missing.
  const missing = !asked ? null : count === 0 ? 'nothing_selected' : !team ? 'no_team' : null;

  const client = useQueryClient();
  const moving = useMutation({
    mutationFn: (target: Ref) => moveKaizens(selectedIds, target.id),
    onMutate: () => setError(''),
    onSuccess: ({ moved }, target) => {
      notify({
        header: t('moved.header'),
        content: t('moved.content', { count: moved, team: target.name }),
      });
      setAsked(false);
      onMoved();
      // Both teams' lists and dashboards changed.
      return invalidateKaizens(client);
    },
    onError: (failure) => {
      // Moved, but its answer was unreadable: reload the lists, never move them twice.
      if (savedAnyway(failure)) {
        setAsked(false);
        onMoved();
        void invalidateKaizens(client);
        return;
      }
      // The selection stays, so trying again is one click.
      setError(failureMessage(failure));
    },
    onSettled: () => setConfirming(false),
  });

  return (
    <Form
      className="d-flex flex-wrap align-items-end gap-2 mb-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Told in words rather than by a disabled button, which cannot say what is missing.
        setAsked(true);
        setError('');
        if (count > 0 && team) setConfirming(true);
      }}
    >
      <FormAlert message={missing ? t(`errors.${missing}`) : error} className="w-100" />
      <Form.Group controlId="move-target-team">
        <Form.Label>{t('target.label')}</Form.Label>
        <Form.Select
          value={teamId}
          onChange={(event) => setTeamId(event.target.value)}
          required
          aria-invalid={missing === 'no_team' ? true : undefined}
        >
          <option value="">{t('target.placeholder')}</option>
          {teams.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Button type="submit" disabled={moving.isPending} aria-describedby="move-hint">
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
        onConfirm={() => team && moving.mutate(team)}
        onCancel={() => setConfirming(false)}
      />
    </Form>
  );
}
