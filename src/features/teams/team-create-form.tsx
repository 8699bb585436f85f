import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { Team } from '@/api/schemas/team';
import { createTeam } from '@/api/teams';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { failureMessages, type FailureMessages } from '@/lib/failure-message';
import { notify } from '@/stores/toast-store';

/** Adds a team by name; the new team goes straight into the list. */
export function TeamCreateForm({ onCreated }: { onCreated: (team: Team) => void }) {
  const { t } = useTranslation('team.index');
  const [name, setName] = useState('');
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
      const team = await createTeam({ name: name.trim() });
      onCreated(team);
      setName('');
      notify({ header: t('create.done_header'), content: t('create.done', { team: team.name }) });
    } catch (error) {
      setFailure(failureMessages(error, 'name'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="team-create-title">
      <h2 id="team-create-title" className="h5">
        {t('create.title')}
      </h2>
      <FormAlert message={failure.formError} />
      <FormField
        label={t('fields.name')}
        name="name"
        value={name}
        onChange={(value) => {
          setName(value);
          setFailure({});
        }}
        error={failure.fieldError}
        maxLength={100}
        required
      />
      <SubmitButton submitting={submitting}>{t('create.submit')}</SubmitButton>
    </Form>
  );
}
