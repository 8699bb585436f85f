import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/use-translation';
import type { Team } from '@/api/schemas/team';
import { updateTeam } from '@/api/teams';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useForm } from '@/hooks/use-form';
import { requiredMessage } from '@/lib/validation';

interface TeamNameFormProps {
  team: Team;
  onSaved: (team: Team) => void;
  onCancel: () => void;
}

/** Renames a team in place; a failure keeps the typed name. */
export function TeamNameForm({ team, onSaved, onCancel }: TeamNameFormProps) {
  const { t } = useTranslation('team.index');
  const { setFormElement, ...form } = useForm({
    keepAs: `team-${team.id}`,
    initial: { name: team.name },
    validate: ({ name }) => ({ name: requiredMessage(name) }),
  });
  const send = async ({ name }: typeof form.values) =>
    onSaved(await updateTeam(team.id, { name: name.trim() }));

  return (
    <Form ref={setFormElement} noValidate onSubmit={form.onSubmit(send)} className="flex-grow-1">
      <FormAlert message={form.formError} />
      <FormField
        {...form.field('name')}
        label={t('edit.label', { team: team.name })}
        maxLength={100}
        required
        autoFocus
      />
      <div className="d-flex gap-2">
        <SubmitButton size="sm" submitting={form.submitting}>
          {t('base:common.save')}
        </SubmitButton>
        <Button size="sm" variant="outline-secondary" onClick={onCancel} disabled={form.submitting}>
          {t('base:common.cancel')}
        </Button>
      </div>
    </Form>
  );
}
