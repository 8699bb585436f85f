import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '@/i18n/use-translation';
import { createRole, updateRole } from '@/api/roles';
import type { Role } from '@/api/schemas/role';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { notify } from '@/components/toasts';
import { roleLabel } from './role-label';
import { PermissionChecklist } from './permission-checklist';
import { useForm } from '@/hooks/use-form';
import { requiredMessage } from '@/lib/validation';

export interface RoleValues {
  name: string;
  permissions: string[];
  is_assignable: boolean;
}

/** The server's limit (docs/api.md). */
const ROLE_NAME_MAX = 50;

interface RoleFormProps {
  /** The role to edit; a new role without it. */
  role?: Role;
  onSaved: () => void;
  onCancel: () => void;
}

/** Name, the assignable switch and the permission checklist of one role, in a dialog body. */
export function RoleForm({ role, onSaved, onCancel }: RoleFormProps) {
  const { t } = useTranslation('user.index');
  const { setFormElement, values, setField, errors, formError, submitting, onSubmit } =
    useForm<RoleValues>({
      keepAs: `role-${role?.id ?? 'new'}`,
      initial: {
        name: role?.name ?? '',
        // Spec §6: the flag is its own switch, never one of the permissions.
        permissions: (role?.permissions ?? []).filter((name) => name !== 'is_assignable'),
        is_assignable: role?.is_assignable ?? true,
      },
      validate: (current) => ({ name: requiredMessage(current.name) }),
    });

  const shownAs = roleLabel(t, values.name.trim());

  async function send(input: RoleValues) {
    const body = { ...input, name: input.name.trim() };
    const saved = role ? await updateRole(role.id, body) : await createRole(body);
    notify({
      header: t(role ? 'roles.saved' : 'roles.created'),
      content: t('roles.saved_content', { name: roleLabel(t, saved.name) }),
    });
    onSaved();
  }

  return (
    <Form ref={setFormElement} noValidate onSubmit={onSubmit(send)}>
      <Modal.Body>
        <FormAlert message={formError} />
        <FormField
          name="name"
          label={t('roles.fields.name')}
          value={values.name}
          onChange={(value) => setField('name', value)}
          error={errors.name}
          hint={
            shownAs === values.name.trim() ? undefined : t('roles.hints.name', { label: shownAs })
          }
          maxLength={ROLE_NAME_MAX}
          required
          autoFocus
        />
        <Form.Check
          type="switch"
          role="switch"
          id="role-is-assignable"
          className="mb-3"
          name="is_assignable"
          label={t('roles.fields.is_assignable')}
          checked={values.is_assignable}
          onChange={(event) => setField('is_assignable', event.target.checked)}
          aria-describedby="role-is-assignable-hint"
        />
        <p id="role-is-assignable-hint" className="form-text mt-n2">
          {t('roles.hints.is_assignable')}
        </p>
        <PermissionChecklist
          selected={values.permissions}
          onChange={(permissions) => setField('permissions', permissions)}
          error={errors.permissions}
        />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          {t('base:common.cancel')}
        </Button>
        <SubmitButton submitting={submitting} submittingLabel={t('base:common.saving')}>
          {t('base:common.save')}
        </SubmitButton>
      </Modal.Footer>
    </Form>
  );
}
