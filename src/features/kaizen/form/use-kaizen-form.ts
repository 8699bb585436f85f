import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError, isApiError } from '@/api/api-error';
import { queueKaizen, removeFromOutbox } from '@/kaizens/unsent/kaizen-outbox';
import type { OutboxEntry } from '@/kaizens/unsent/outbox-store';
import { savedIdOf } from '@/api/laravel-shapes';
import type { Kaizen, KaizenInput } from '@/api/schemas/kaizen';
import { useForm, type FieldErrors } from '@/hooks/use-form';
import {
  emptyValues,
  FIELD_ORDER,
  sameValues,
  toKaizenInput,
  validateValues,
  valuesFromKaizen,
  type FieldMessage,
  type FormFieldName,
  type KaizenFormValues,
  type PhotoField,
  type SaveStatus,
  type TextField,
} from './kaizen-form-values';
import type { KaizenFormStart } from './kaizen-form-start';
import { photoSizeProblem, photoTypeProblem } from './photo-check';
import { scaleImage } from './scale-image';
import { useKaizenDraft } from './use-kaizen-draft';
import { photoChanges, photosChanged, useKaizenPhotos } from './use-kaizen-photos';
import { useSaveKaizen } from './use-save-kaizen';

interface KaizenFormOptions {
  kaizen: Kaizen | null;
  userId: number;
  /** A new kaizen's team: the active one. */
  activeTeamId: number | null;
  /** Without 'create kaizen any team' the team is not chosen: the active one, or the kaizen's. */
  teamFixed: boolean;
  /** `saved` has a null id when the server said 2xx but its answer could not be read. */
  onSaved: (saved: SavedKaizen, status: SaveStatus) => void;
  /** A new kaizen from the outbox, back in the form (it could not be sent). */
  outboxEntry?: OutboxEntry | null;
  /** A new kaizen saved without a connection: it waits in the outbox. */
  onQueued?: (title: string) => void;
  /** A new kaizen's texts and photos to start from. */
  start?: KaizenFormStart;
}

/** What is known of a saved kaizen: its id, when the server's answer gave one, and what was sent. */
export interface SavedKaizen {
  id: number | null;
  title: string;
  teamId: number;
}

/** The values an outbox entry kept, when they are still the form's shape. */
function outboxValues(entry: OutboxEntry | null | undefined, pristine: KaizenFormValues) {
  if (!entry) return undefined;
  const values = { ...pristine };
  for (const name of Object.keys(pristine) as (keyof KaizenFormValues)[]) {
    const kept = entry.values[name];
    if (typeof kept === 'string') values[name] = kept;
  }
  return values;
}

const isFormField = (name: string): name is FormFieldName =>
  (FIELD_ORDER as readonly string[]).includes(name);

/**
 * The kaizen form's state: values (kept as a draft while typed) and photos, with the errors,
 * alert and one-at-a-time save of useForm; the save goes through the query layer.
 */
export function useKaizenForm(options: KaizenFormOptions) {
  const { kaizen, userId, activeTeamId, teamFixed, onSaved, outboxEntry, onQueued, start } =
    options;
  const { t } = useTranslation(['kaizen.new', 'base']);
  const [pristine] = useState(() =>
    kaizen ? valuesFromKaizen(kaizen) : { ...emptyValues(activeTeamId), ...start?.values },
  );
  const draftKey = { userId, kaizenId: kaizen?.id ?? null, resubmitOf: start?.resubmitOf };
  const draft = useKaizenDraft(draftKey, pristine);
  const { photos, setPhoto, removePhoto } = useKaizenPhotos(outboxEntry?.input ?? start?.photos);
  const [scaling, setScaling] = useState<Partial<Record<PhotoField, boolean>>>({});
  // A save was tried: from then on the alert lists the fields still marked.
  const [tried, setTried] = useState(false);
  const saving = useSaveKaizen(kaizen);
  const { setFormElement, ...form } = useForm<KaizenFormValues, FormFieldName>({
    initial: outboxValues(outboxEntry, pristine) ?? draft.restored?.values ?? pristine,
    fieldFor: (name) => (isFormField(name) ? name : undefined),
    messageFor: (error) => {
      if (!isApiError(error)) return undefined;
      if (error.status === 423) return t('save_failed.locked');
      return error.isValidation ? t('save_failed.validation') : undefined;
    },
  });
  const say = ({ key, values }: FieldMessage) => t(key, values);

  async function choosePhoto(field: PhotoField, file: File) {
    const wrongType = photoTypeProblem(file);
    if (wrongType) return form.setError(field, say(wrongType));
    setScaling((current) => ({ ...current, [field]: true }));
    const scaled = await scaleImage(file);
    setScaling((current) => ({ ...current, [field]: false }));
    const tooLarge = photoSizeProblem(scaled);
    if (tooLarge) return form.setError(field, say(tooLarge));
    form.setError(field, undefined);
    setPhoto(field, scaled);
  }

  // A restored draft may name a team that is no longer the fixed one.
  const toSend = (values: KaizenFormValues) =>
    teamFixed ? { ...values, team_id: pristine.team_id } : values;

  function validate(values: KaizenFormValues, status: SaveStatus) {
    const messages: FieldErrors<FormFieldName> = {};
    const before = photos.before_image;
    const beforePhoto =
      before.file !== null || (Boolean(kaizen?.before_image_src) && !before.removeSaved);
    const checked = validateValues(toSend(values), status, { beforePhoto });
    for (const [name, message] of Object.entries(checked)) {
      messages[name as FormFieldName] = say(message);
    }
    return messages;
  }

  // Why the outbox could not send it: shown at the fields once, as a 422 would be.
  const [shownOutboxFailure, setShownOutboxFailure] = useState(false);
  if (outboxEntry?.failure && !shownOutboxFailure) {
    setShownOutboxFailure(true);
    form.showFailure(new ApiError({ kind: 'http', ...outboxEntry.failure }));
  }

  async function queue(values: KaizenFormValues, input: KaizenInput, uncertain: boolean) {
    await queueKaizen(userId, input, values, { uncertain, replacing: outboxEntry?.id });
    draft.clear();
    onQueued?.(input.title);
  }

  async function send(values: KaizenFormValues, status: SaveStatus) {
    const input = toKaizenInput(toSend(values), status, photoChanges(photos));
    // Offline, a new kaizen waits on this device instead of failing (docs/decisions.md, "Outbox
    // for kaizens submitted offline").
    if (!kaizen && !navigator.onLine) return queue(values, input, false);
    try {
      const saved = await saving.mutateAsync(input);
      draft.clear();
      if (outboxEntry) await removeFromOutbox(outboxEntry.id);
      onSaved({ id: saved.id, title: input.title, teamId: input.team_id }, status);
    } catch (error) {
      // The connection went while it was sent: it may have arrived, so the outbox looks first.
      if (!kaizen && isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
        return queue(values, input, true);
      }
      // Saved all the same (2xx): offering the form again would invite a duplicate.
      if (!isApiError(error) || !error.savedButUnreadable) throw error;
      draft.clear();
      if (outboxEntry) await removeFromOutbox(outboxEntry.id);
      const id = kaizen?.id ?? savedIdOf(error.data);
      onSaved({ id, title: input.title, teamId: input.team_id }, status);
    }
  }

  /** Props for a FormField bound to `name`; typing clears its error and updates the draft. */
  const field = (name: TextField) => ({
    ...form.field(name),
    onChange: (value: string) => {
      form.setField(name, value);
      draft.schedule({ ...form.values, [name]: value });
    },
  });

  return {
    setFormElement,
    values: form.values,
    field,
    errorText: (name: FormFieldName) => form.errors[name],
    formError: form.formError,
    tried,
    photos,
    scaling,
    choosePhoto,
    removePhoto: (name: PhotoField) => {
      form.setError(name, undefined);
      removePhoto(name);
    },
    saving: saving.isPending ? saving.variables.status : null,
    save: (status: SaveStatus) => {
      setTried(true);
      return form.submit(
        (values) => send(values, status),
        (values) => validate(values, status),
      );
    },
    /** Anything typed or chosen that the saved kaizen does not have. */
    changed: !sameValues(form.values, pristine) || photosChanged(photos),
    /** Leaving without saving: what was typed is not kept as a draft either. */
    abandon: draft.clear,
    restored: draft.restored,
    discardDraft: () => {
      draft.clear();
      form.reset(pristine);
      setTried(false);
    },
    dismissRestored: draft.dismissNote,
  };
}
