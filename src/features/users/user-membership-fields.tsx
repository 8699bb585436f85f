import { useTranslation } from '@/i18n/use-translation';
import { CheckboxGroup } from './checkbox-group';
import type { FieldErrors } from '@/hooks/use-form';
import type { UserValues } from './user-values';
import { roleLabel } from './role-label';
import { roleChoices, type UserFormData } from './user-form-data';

interface UserMembershipFieldsProps {
  data: UserFormData;
  values: UserValues;
  errors: FieldErrors<keyof UserValues>;
  setField: (name: 'roles' | 'teams', value: number[]) => void;
}

/** The user's roles (assignable ones only) and teams, as checkboxes. */
export function UserMembershipFields({
  data,
  values,
  errors,
  setField,
}: UserMembershipFieldsProps) {
  const { t } = useTranslation('user.index');
  const held = data.user?.roles.map((role) => role.id) ?? [];
  return (
    <>
      <CheckboxGroup
        legend={t('fields.roles')}
        options={roleChoices(data.roles, held, (name) => roleLabel(t, name))}
        selected={values.roles}
        onChange={(roles) => setField('roles', roles)}
        hint={t('hints.roles')}
        error={errors.roles}
        empty={t('form.no_roles')}
      />
      <CheckboxGroup
        legend={t('fields.teams')}
        options={data.teams.map((team) => ({ value: team.id, label: team.name }))}
        selected={values.teams}
        onChange={(teams) => setField('teams', teams)}
        error={errors.teams}
        empty={t('form.no_teams')}
      />
    </>
  );
}
