import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { savedIdOf } from '@/api/laravel-shapes';
import type { Kaizen } from '@/api/schemas/kaizen';
import { useForm, type FieldErrors } from '@/hooks/use-form';
import {
  emptyValues,
  FIELD_ORDER,
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
import { photoSizeProblem, photoTypeProblem } from './photo-check';
import { scaleImage } from './scale-image';
import { useKaizenDraft } from './use-kaizen-draft';
import { photoChanges, useKaizenPhotos } from './use-kaizen-photos';
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
}

/** What is known of a saved kaizen: its id, when the server's answer gave one. */
export interface SavedKaizen {
  id: number | null;
}

const isFormField = (name: string): name is FormFieldName =>
  (FIELD_ORDER as readonly string[]).includes(name);

/**
 * The kaizen form's state: values (kept as a draft while typed) and photos, with the errors,
 * alert and one-at-a-time save of useForm; the save goes through the query layer.
 */
export function useKaizenForm(options: KaizenFormOptions) {
  const { kaizen, userId, activeTeamId, teamFixed, onSaved } = options;
  const { t } = useTranslation(['kaizen.new', 'base']);
  const [pristine] = useState(() =>
    kaizen ? valuesFromKaizen(kaizen) : emptyValues(activeTeamId),
  );
  const draft = useKaizenDraft({ userId, kaizenId: kaizen?.id ?? null }, pristine);
  const { photos, setPhoto, removePhoto } = useKaizenPhotos();
  const [scaling, setScaling] = useState<Partial<Record<PhotoField, boolean>>>({});
  // A save was tried: from then on the alert lists the fields still marked.
  const [tried, setTried] = useState(false);
  const saving = useSaveKaizen(kaizen);
  const { setFormElement, ...form } = useForm<KaizenFormValues, FormFieldName>({
    initial: draft.restored?.values ?? pristine,
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
    for (const [name, message] of Object.entries(validateValues(toSend(values), status))) {
      messages[name as FormFieldName] = say(message);
    }
    return messages;
  }

  async function send(values: KaizenFormValues, status: SaveStatus) {
    try {
      const input = toKaizenInput(toSend(values), status, photoChanges(photos));
      const saved = await saving.mutateAsync(input);
      draft.clear();
      onSaved(saved, status);
    } catch (error) {
      // Saved all the same (2xx): offering the form again would invite a duplicate.
      if (!isApiError(error) || !error.savedButUnreadable) throw error;
      draft.clear();
      onSaved({ id: kaizen?.id ?? savedIdOf(error.data) }, status);
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
    restored: draft.restored,
    discardDraft: () => {
      draft.clear();
      form.reset(pristine);
      setTried(false);
    },
    dismissRestored: draft.dismissNote,
  };
}
