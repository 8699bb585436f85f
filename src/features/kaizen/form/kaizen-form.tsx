import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { KAIZEN_LIMITS, type Kaizen } from '@/api/schemas/kaizen';
import type { CurrentUser } from '@/api/schemas/user';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { focusableDisabled } from '@/lib/focusable-disabled';
import { can } from '@/lib/permissions';
import { sentLength } from '@/lib/validation';
import { notify } from '@/components/toasts';
import { useFormAlertText } from './kaizen-form-alert';
import { KaizenFormCancel } from './kaizen-form-cancel';
import { KaizenFormEffects } from './kaizen-form-effects';
import { KaizenFormRestored } from './kaizen-form-restored';
import { KaizenFormFixedTeam, KaizenFormTeamPicker } from './kaizen-form-team';
import { PHOTO_FIELDS, type SaveStatus, type TextField } from './kaizen-form-values';
import { PhotoField } from './photo-field';
import { useKaizenForm, type SavedKaizen } from './use-kaizen-form';
import { QUEUED_TOAST_ID } from '@/lib/outbox/kaizen-outbox';
import type { OutboxEntry } from '@/stores/outbox-store';

interface KaizenFormProps {
  user: CurrentUser;
  /** null for a new kaizen. */
  kaizen: Kaizen | null;
  /** `id` is null when the save succeeded but the server's answer named no readable id. */
  onSaved: (saved: SavedKaizen) => void;
  /** Where cancel leads (the detail of the kaizen being edited). */
  cancelTo?: string;
  /** A new kaizen back from the outbox, with why it could not be sent. */
  outboxEntry?: OutboxEntry | null;
  /** A new kaizen saved offline: it waits in the outbox. */
  onQueued?: () => void;
  /** Shown under the heading (the kaizens waiting in the outbox). */
  aside?: ReactNode;
}

/** The kaizen form of spec §2, for a new kaizen and for the edit of a draft or open one. */
export function KaizenForm(props: KaizenFormProps) {
  const { user, kaizen, onSaved, cancelTo, outboxEntry, onQueued, aside } = props;
  const { t } = useTranslation(['kaizen.new', 'base']);
  const anyTeam = can(user, 'create kaizen any team');
  const savedToast = (status: SaveStatus) => {
    if (kaizen) return 'saved.updated';
    return status === 'draft' ? 'saved.draft' : 'saved.submitted';
  };
  const {
    setFormElement,
    field,
    values,
    errorText,
    photos,
    scaling,
    choosePhoto,
    removePhoto,
    formError,
    tried,
    saving,
    save,
    changed,
    abandon,
    restored,
    discardDraft,
    dismissRestored,
  } = useKaizenForm({
    kaizen,
    userId: user.id,
    activeTeamId: user.active_team?.id ?? null,
    teamFixed: !anyTeam,
    onSaved: (saved, status) => {
      notify({ header: t('saved.header'), content: t(savedToast(status)) });
      onSaved(saved);
    },
    outboxEntry,
    onQueued: (title) => {
      notify({
        id: QUEUED_TOAST_ID,
        header: t('base:outbox.queued_header'),
        content: t('base:outbox.queued', { title }),
      });
      onQueued?.();
    },
  });
  const alertText = useFormAlertText(tried, formError, errorText);
  // The count the limit is checked against: what the form post sends (line breaks as CR LF).
  const countHint = (name: TextField, max: number = KAIZEN_LIMITS.textMax) =>
    t('hints.count', { used: sentLength(values[name]), max });
  const canDraft = !kaizen || kaizen.status === 'draft';
  // A photo still being scaled would otherwise be left out of the save.
  const busy = saving !== null || Object.values(scaling).some(Boolean);

  return (
    <section aria-labelledby="kaizen-form-title" className="measure-form">
      <h1 id="kaizen-form-title" className="h3 mb-3" tabIndex={-1}>
        {kaizen ? t('edit_title') : t('title')}
      </h1>
      {aside}
      {restored ? (
        <KaizenFormRestored
          savedAt={restored.savedAt}
          onDiscard={discardDraft}
          onDismiss={dismissRestored}
        />
      ) : null}
      <p className="text-body-secondary">{t('intro')}</p>
      <FormAlert message={alertText} />
      <Form
        ref={setFormElement}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save('open');
        }}
      >
        <FormField
          {...field('title')}
          label={t('fields.title')}
          hint={countHint('title', KAIZEN_LIMITS.titleMax)}
          required
        />
        {anyTeam ? (
          <KaizenFormTeamPicker
            value={values.team_id}
            onChange={field('team_id').onChange}
            error={errorText('team_id')}
            current={kaizen?.team ?? null}
          />
        ) : (
          <KaizenFormFixedTeam
            team={kaizen ? kaizen.team : user.active_team}
            error={errorText('team_id')}
            isNew={!kaizen}
          />
        )}
        <FormField
          {...field('problem')}
          label={t('fields.problem')}
          hint={countHint('problem')}
          rows={5}
          required
        />
        <FormField
          {...field('improvement')}
          label={t('fields.improvement')}
          hint={countHint('improvement')}
          rows={5}
          required
        />
        <FormField
          {...field('result')}
          label={t('fields.result')}
          hint={countHint('result')}
          rows={3}
          optional
        />
        <fieldset className="mb-3">
          <legend className="h5">{t('photos.legend')}</legend>
          <div className="row">
            {PHOTO_FIELDS.map((name) => (
              <div key={name} className="col-md-6">
                <PhotoField
                  name={name}
                  label={t(`fields.${name}`)}
                  photo={photos[name]}
                  savedSrc={kaizen?.[`${name}_src`] ?? null}
                  scaling={Boolean(scaling[name])}
                  error={errorText(name)}
                  onChoose={(file) => void choosePhoto(name, file)}
                  onRemove={() => removePhoto(name)}
                />
              </div>
            ))}
          </div>
        </fieldset>
        <KaizenFormEffects field={field} countHint={countHint} />
        <div className="d-flex flex-wrap gap-2">
          <SubmitButton submitting={saving === 'open'} disabled={busy}>
            {canDraft ? t('actions.submit') : t('actions.save')}
          </SubmitButton>
          {canDraft ? (
            <Button
              variant="outline-primary"
              {...focusableDisabled(busy)}
              aria-busy={saving === 'draft'}
              onClick={() => void save('draft')}
            >
              {saving === 'draft' ? (
                <Spinner
                  as="span"
                  animation="border"
                  size="sm"
                  className="me-2"
                  aria-hidden="true"
                />
              ) : null}
              {t('actions.save_draft')}
            </Button>
          ) : null}
          {cancelTo ? (
            <KaizenFormCancel
              to={cancelTo}
              changed={changed}
              onAbandon={abandon}
              disabled={saving !== null}
            />
          ) : null}
        </div>
      </Form>
    </section>
  );
}
