import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { Team } from '@/api/schemas/team';
import { updateTeam } from '@/api/teams';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { failureMessages, type FailureMessages } from '@/lib/failure-message';

interface TeamNameFormProps {
  team: Team;
  onSaved: (team: Team) => void;
  onCancel: () => void;
}

/** Renames a team in place; a failure keeps the typed name. */
export function TeamNameForm({ team, onSaved, onCancel }: TeamNameFormProps) {
  const { t } = useTranslation('team.index');
  const [name, setName] = useState(team.name);
  const [failure, setFailure] = useState<FailureMessages>({});
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!name.trim()) {
      setFailure({ fieldError: t('base:common.required') });
      return;
    }
    setSubmitting(true);
    setFailure({});
    try {
      onSaved(await updateTeam(team.id, { name: name.trim() }));
    } catch (error) {
      setFailure(failureMessages(error, 'name'));
      setSubmitting(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="flex-grow-1">
      <FormAlert message={failure.formError} />
      <FormField
        label={t('edit.label', { team: team.name })}
        name="name"
        value={name}
        onChange={(value) => {
          setName(value);
          setFailure({});
        }}
        error={failure.fieldError}
        maxLength={100}
        required
        autoFocus
      />
      <div className="d-flex gap-2">
        <SubmitButton size="sm" submitting={submitting}>
          {t('base:common.save')}
        </SubmitButton>
        <Button size="sm" variant="outline-secondary" onClick={onCancel} disabled={submitting}>
          {t('base:common.cancel')}
        </Button>
      </div>
    </Form>
  );
}
