import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { Team } from '@/api/schemas/team';
import { createTeam } from '@/api/teams';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useNameForm } from '@/hooks/use-name-form';
import { notify } from '@/components/toasts';

/** Adds a team by name; the new team goes straight into the list. */
export function TeamCreateForm({ onCreated }: { onCreated: (team: Team) => void }) {
  const { t } = useTranslation('team.index');
  const form = useNameForm('', 'name', async (name) => {
    const team = await createTeam({ name });
    onCreated(team);
    notify({ header: t('create.done_header'), content: t('create.done', { team: team.name }) });
  });

  return (
    <Form
      noValidate
      onSubmit={(event) => void form.submit(event)}
      aria-labelledby="team-create-title"
    >
      <h2 id="team-create-title" className="h5">
        {t('create.title')}
      </h2>
      <FormAlert message={form.failure.formError} />
      <FormField
        label={t('fields.name')}
        name="name"
        value={form.name}
        onChange={form.change}
        error={form.failure.fieldError}
        maxLength={100}
        required
      />
      <SubmitButton submitting={form.submitting}>{t('create.submit')}</SubmitButton>
    </Form>
  );
}
