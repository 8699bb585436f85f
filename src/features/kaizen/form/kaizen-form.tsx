import type { ReactNode } from 'react';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/use-translation';
import { KAIZEN_LIMITS, type Kaizen } from '@/api/schemas/kaizen';
import type { CurrentUser } from '@/api/schemas/user';
import { FormAlert } from '@/components/form-alert';
import { DictateButton } from '@/components/dictate-button';
import { FormField } from '@/components/form-field';
import { usePainted } from '@/hooks/use-painted';
import { can } from '@/lib/permissions';
import { sentLength } from '@/lib/validation';
import { notify } from '@/components/toasts';
import { useFormAlertText } from './kaizen-form-alert';
import { KaizenFormActions } from './kaizen-form-actions';
import { hasDetails, KaizenFormDetails } from './kaizen-form-details';
import { KaizenFormMore } from './kaizen-form-more';
import { KaizenFormRestored } from './kaizen-form-restored';
import type { KaizenFormStart } from './kaizen-form-start';
import { KaizenFormFixedTeam, KaizenFormTeamPicker } from './kaizen-form-team';
import { KaizenFormTitle } from './kaizen-form-title';
import { titleOf, type PhotoField as PhotoFieldName, type TextField } from './kaizen-form-values';
import { PhotoField } from './photo-field';
import { SimilarKaizens } from './similar-kaizens';
import { useKaizenForm, type SavedKaizen } from './use-kaizen-form';
import { QUEUED_TOAST_ID } from '@/kaizens/unsent/kaizen-outbox';
import type { OutboxEntry } from '@/kaizens/unsent/outbox-store';

interface FormProps {
  user: CurrentUser;
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
  /** A new kaizen's texts and photos to start from (a declined one improved). */
  start?: KaizenFormStart;
}

type KaizenFormProps = FormProps &
  (
    | {
        /** A new kaizen. */
        kaizen: null;
        /** It was submitted (not a draft): the page confirms it itself, without a toast. */
        onSubmitted: (saved: SavedKaizen) => void;
      }
    | { kaizen: Kaizen; onSubmitted?: never }
  );

/** A counter shows from this share of a field's limit. */
const COUNT_FROM = 0.8;

/** The kaizen form of spec §2, for a new kaizen and for the edit of a draft or open one. */
export function KaizenForm(props: KaizenFormProps) {
  const { user, kaizen, onSaved, cancelTo, outboxEntry, onQueued, aside, start } = props;
  const { t } = useTranslation(['kaizen.new', 'base']);
  const anyTeam = can(user, 'create kaizen any team');
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
      if (props.kaizen === null && status === 'open') return props.onSubmitted(saved);
      notify({ header: t('saved.header'), content: t(kaizen ? 'saved.updated' : 'saved.draft') });
      onSaved(saved);
    },
    outboxEntry,
    start,
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
  // Shown near the limit only, so a short form stays quiet; counted as the form post sends it (line
  // breaks CR LF).
  const countHint = (name: TextField, max: number = KAIZEN_LIMITS.textMax) => {
    const used = sentLength(values[name]);
    return used >= max * COUNT_FROM ? t('hints.count', { used, max }) : undefined;
  };
  const dictate = (name: TextField, label: string) => (
    <DictateButton label={label} value={values[name]} onChange={field(name).onChange} />
  );
  // An edit keeps the title where it was; a new kaizen proposes it from the sentence.
  const titleField = kaizen ? (
    <FormField
      {...field('title')}
      label={t('fields.title')}
      hint={countHint('title', KAIZEN_LIMITS.titleMax)}
      required
    />
  ) : (
    <KaizenFormTitle
      field={field('title')}
      proposed={titleOf(values)}
      hint={countHint('title', KAIZEN_LIMITS.titleMax)}
    />
  );
  const [detailsOpen] = useState(() =>
    hasDetails(values, Boolean(photos.after_image.file ?? kaizen?.after_image_src)),
  );
  const canDraft = !kaizen || kaizen.status === 'draft';
  // A photo still being scaled would otherwise be left out of the save.
  const busy = saving !== null || Object.values(scaling).some(Boolean);
  const photoField = (name: PhotoFieldName) => (
    <PhotoField
      name={name}
      label={t(`fields.${name}`)}
      // The before photo can be the situation itself: required unless it is told in words.
      optional={name === 'after_image'}
      photo={photos[name]}
      savedSrc={kaizen?.[`${name}_src`] ?? null}
      scaling={Boolean(scaling[name])}
      error={errorText(name)}
      onChoose={(file) => void choosePhoto(name, file)}
      onRemove={() => removePhoto(name)}
    />
  );

  // What comes under the one question. The tap on "Nieuwe kaizen" draws the photo and the
  // question; this a frame later, so the field takes a thumb sooner (docs/decisions.md, "An
  // action's first frame holds what it shows").
  const painted = usePainted();
  const rest = () => (
    <>
      {kaizen ? null : (
        <>
          {titleField}
          <SimilarKaizens
            title={titleOf(values)}
            teamId={Number(values.team_id) || null}
            userId={user.id}
          />
        </>
      )}
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
      <KaizenFormDetails initiallyOpen={detailsOpen} errorText={errorText}>
        <KaizenFormMore
          field={field}
          countHint={countHint}
          dictate={dictate}
          afterPhoto={photoField('after_image')}
        />
      </KaizenFormDetails>
      <KaizenFormActions
        canDraft={canDraft}
        saving={saving}
        busy={busy}
        onDraft={() => void save('draft')}
        cancel={cancelTo ? { to: cancelTo, changed, onAbandon: abandon } : undefined}
      />
    </>
  );

  return (
    <section aria-labelledby="kaizen-form-title" className="measure-form">
      <h1 id="kaizen-form-title" className="h3 mb-2" tabIndex={-1}>
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
      <p className="small text-body-secondary mb-3">{t(kaizen ? 'edit_intro' : 'intro')}</p>
      <FormAlert message={alertText} />
      <Form
        ref={setFormElement}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save('open');
        }}
      >
        {kaizen ? titleField : null}
        {photoField('before_image')}
        <FormField
          {...field('improvement')}
          label={t('capture.question')}
          hint={countHint('improvement') ?? (kaizen ? undefined : t('capture.question_hint'))}
          action={dictate('improvement', t('capture.question'))}
          rows={3}
          required
        />
        {painted ? rest() : null}
      </Form>
    </section>
  );
}
