import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '@/i18n/use-translation';
import { PLACEHOLDER_PICTURE } from '@/api/schemas/common';
import { createUser, updateUser } from '@/api/users';
import { FormAlert } from '@/components/form-alert';
import { SubmitButton } from '@/components/submit-button';
import { SUPPORTED_LOCALES } from '@/i18n/i18n';
import { notify } from '@/components/toasts';
import { LocaleSelect } from './locale-select';
import { PictureField } from './picture-field';
import { useForm } from '@/hooks/use-form';
import type { UserFormData } from './user-form-data';
import { UserIdentityFields } from './user-identity-fields';
import { UserMembershipFields } from './user-membership-fields';
import { emailMessage, passwordMessage, requiredMessage } from '@/lib/validation';
import type { UserValues } from './user-values';

const NS = 'user.index';

interface UserFormProps {
  data: UserFormData;
  onSaved: (saved: { id: number; name: string; picture_src: string }) => void;
  onCancel: () => void;
}

/** A new user (POST /api/user) or an existing one (PUT /api/user/{id}, spoofed). */
export function UserForm({ data, onSaved, onCancel }: UserFormProps) {
  const { t } = useTranslation(NS);
  const { user } = data;
  const { setFormElement, values, setField, errors, formError, submitting, onSubmit } =
    useForm<UserValues>({
      keepAs: `user-${user?.id ?? 'new'}`,
      initial: {
        name: user?.name ?? '',
        email: user?.email ?? '',
        locale: user?.locale ?? SUPPORTED_LOCALES[0],
        password: '',
        roles: user?.roles.map((role) => role.id) ?? [],
        teams: user?.teams.map((team) => team.id) ?? [],
        picture: null,
      },
      validate: (current) => ({
        name: requiredMessage(current.name),
        email: emailMessage(current.email),
        password: passwordMessage(current.password, !user),
      }),
    });

  async function send(input: UserValues) {
    const body = {
      ...input,
      name: input.name.trim(),
      email: input.email.trim(),
      // Empty on edit: the server keeps the current password.
      password: input.password || undefined,
    };
    const saved = user ? await updateUser(user.id, body) : await createUser(body);
    notify({
      header: t(user ? 'form.saved' : 'form.created'),
      content: t('form.saved_content', { name: saved.name }),
    });
    onSaved(saved);
  }

  return (
    <Form ref={setFormElement} noValidate onSubmit={onSubmit(send)}>
      <Modal.Body>
        <FormAlert message={formError} />
        <div className="row">
          <div className="col-md-6">
            <UserIdentityFields
              editing={Boolean(user)}
              values={values}
              errors={errors}
              setField={setField}
            />
            <LocaleSelect
              ns={NS}
              id="user-locale"
              languages={SUPPORTED_LOCALES.map((code) => ({ code, name: t(`locales.${code}`) }))}
              value={values.locale}
              onChange={(code) => setField('locale', code)}
              error={errors.locale}
            />
            <PictureField
              ns={NS}
              currentSrc={user?.picture_src ?? PLACEHOLDER_PICTURE}
              onChange={(file) => setField('picture', file)}
              error={errors.picture}
            />
          </div>
          <div className="col-md-6">
            <UserMembershipFields data={data} values={values} errors={errors} setField={setField} />
          </div>
        </div>
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
