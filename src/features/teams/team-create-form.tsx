import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/use-translation';
import type { Team } from '@/api/schemas/team';
import { createTeam } from '@/api/teams';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useForm } from '@/hooks/use-form';
import { requiredMessage } from '@/lib/validation';
import { notify } from '@/components/toasts';

/** Adds a team by name; the new team goes straight into the list. */
export function TeamCreateForm({ onCreated }: { onCreated: (team: Team) => void }) {
  const { t } = useTranslation('team.index');
  const { setFormElement, ...form } = useForm({
    keepAs: 'team-create',
    initial: { name: '' },
    validate: ({ name }) => ({ name: requiredMessage(name) }),
    resetAfterSave: true,
  });
  const send = async ({ name }: typeof form.values) => {
    const team = await createTeam({ name: name.trim() });
    onCreated(team);
    notify({ header: t('create.done_header'), content: t('create.done', { team: team.name }) });
  };

  return (
    <Form
      ref={setFormElement}
      noValidate
      onSubmit={form.onSubmit(send)}
      aria-labelledby="team-create-title"
    >
      <h2 id="team-create-title" className="h5">
        {t('create.title')}
      </h2>
      <FormAlert message={form.formError} />
      <FormField {...form.field('name')} label={t('fields.name')} maxLength={100} required />
      <SubmitButton submitting={form.submitting}>{t('create.submit')}</SubmitButton>
    </Form>
  );
}
