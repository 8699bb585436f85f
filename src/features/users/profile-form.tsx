import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/use-translation';
import type { CurrentUser } from '@/api/schemas/user';
import { mergeRefreshedUser, updateProfile } from '@/api/users';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { changeLocale } from '@/lib/locale';
import { useSessionStore } from '@/stores/session-store';
import { notify } from '@/components/toasts';
import { LocaleSelect } from './locale-select';
import { PictureField } from './picture-field';
import { ProfilePasswordFields } from './profile-password-fields';
import { useForm } from '@/hooks/use-form';
import { confirmationMessage, passwordMessage, requiredMessage } from '@/lib/validation';
import type { ProfileValues } from './profile-values';

const NS = 'user.profile';

function validate(values: ProfileValues) {
  const changingPassword = Boolean(
    values.current_password || values.password || values.password_confirmation,
  );
  return {
    name: requiredMessage(values.name),
    ...(changingPassword
      ? {
          current_password: requiredMessage(values.current_password),
          password: passwordMessage(values.password, true),
          password_confirmation: confirmationMessage(values.password, values.password_confirmation),
        }
      : {}),
  };
}

/** Name, picture, language and password of the signed-in user (POST /api/user/profile). */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation(NS);
  // Remounts the picture field after a save, so its preview gives way to the saved picture.
  const [saves, setSaves] = useState(0);
  const { setFormElement, values, setValues, setField, errors, formError, submitting, onSubmit } =
    useForm<ProfileValues>({
      initial: {
        name: user.name,
        locale: user.locale ?? i18n.language,
        picture: null,
        current_password: '',
        password: '',
        password_confirmation: '',
      },
      validate,
    });

  async function send(input: ProfileValues) {
    const refreshed = await updateProfile({
      name: input.name.trim(),
      locale: user.languages.length > 0 ? input.locale : undefined,
      picture: input.picture,
      ...(input.password
        ? {
            current_password: input.current_password,
            password: input.password,
            password_confirmation: input.password_confirmation,
          }
        : {}),
    });
    const session = useSessionStore.getState();
    if (session.user) session.setUser(mergeRefreshedUser(session.user, refreshed));
    setValues({
      ...input,
      picture: null,
      current_password: '',
      password: '',
      password_confirmation: '',
    });
    setSaves((count) => count + 1);
    if (input.locale !== i18n.language) {
      // The profile is saved either way; only the switch of the screen's language failed.
      await changeLocale(input.locale).catch(() =>
        notify({
          header: t('base:api_error.header'),
          content: t('base:topbar.locale_failed'),
          variant: 'danger',
        }),
      );
    }
    notify({ header: t('saved.header'), content: t('saved.content') });
  }

  return (
    <Form ref={setFormElement} noValidate onSubmit={onSubmit(send)} className="profile-form">
      <FormAlert message={formError} />
      <FormField
        name="name"
        label={t('fields.name')}
        value={values.name}
        onChange={(value) => setField('name', value)}
        error={errors.name}
        autoComplete="name"
        required
      />
      <PictureField
        key={saves}
        ns={NS}
        currentSrc={user.picture_src}
        onChange={(file) => setField('picture', file)}
        error={errors.picture}
      />
      {user.languages.length > 0 ? (
        <LocaleSelect
          ns={NS}
          id="profile-locale"
          languages={user.languages}
          value={values.locale}
          onChange={(code) => setField('locale', code)}
          error={errors.locale}
        />
      ) : null}
      <ProfilePasswordFields values={values} errors={errors} setField={setField} />
      <SubmitButton submitting={submitting} submittingLabel={t('base:common.saving')}>
        {t('base:common.save')}
      </SubmitButton>
    </Form>
  );
}
