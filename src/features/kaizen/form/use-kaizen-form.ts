import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { createKaizen, updateKaizen } from '@/api/kaizens';
import { invalidateKaizens, storeChangedKaizen } from '@/api/kaizen-queries';
import { savedIdOf } from '@/api/laravel-shapes';
import type { Kaizen } from '@/api/schemas/kaizen';
import { focusFirstInvalidField } from '@/components/form-field';
import { describeSaveFailure } from './kaizen-form-failure';
import {
  emptyValues,
  toKaizenInput,
  validateValues,
  valuesFromKaizen,
  type FieldMessage,
  type FieldMessages,
  type FormFieldName,
  type PhotoField,
  type SaveStatus,
  type TextField,
} from './kaizen-form-values';
import { photoSizeProblem, photoTypeProblem } from './photo-check';
import { scaleImage } from './scale-image';
import { useKaizenDraft } from './use-kaizen-draft';
import { photoChanges, useKaizenPhotos } from './use-kaizen-photos';

/** What the form's alert says; no key and no explanation is the plain "check the marked fields". */
export interface FormProblem {
  key: string | null;
  unplaced: string[];
  explanation?: string;
}

interface KaizenFormOptions {
  kaizen: Kaizen | null;
  userId: number;
  /** A new kaizen's team: the active one. */
  activeTeamId: number | null;
  /** Without 'create kaizen any team' the team is not chosen: the active one, or the kaizen's. */
  teamFixed: boolean;
  /** `saved` is null when the server said 2xx but its answer could not be read. */
  onSaved: (saved: SavedKaizen, status: SaveStatus) => void;
}

/** What is known of a saved kaizen: its id, when the server's answer gave one. */
export interface SavedKaizen {
  id: number | null;
}

const hasAny = (messages: FieldMessages) => Object.values(messages).some(Boolean);

/**
 * The kaizen form's state: values (kept as a draft while typed), photos, client and server
 * errors, and a save that runs once at a time and keeps every value when it fails.
 */
export function useKaizenForm(options: KaizenFormOptions) {
  const { kaizen, userId, activeTeamId, teamFixed, onSaved } = options;
  const client = useQueryClient();
  const { t } = useTranslation(['kaizen.new', 'base']);
  const [pristine] = useState(() =>
    kaizen ? valuesFromKaizen(kaizen) : emptyValues(activeTeamId),
  );
  const draft = useKaizenDraft({ userId, kaizenId: kaizen?.id ?? null }, pristine);
  const [values, setValues] = useState(() => draft.restored?.values ?? pristine);
  const { photos, setPhoto, removePhoto } = useKaizenPhotos();
  const [scaling, setScaling] = useState<Partial<Record<PhotoField, boolean>>>({});
  const [errors, setErrors] = useState<FieldMessages>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [saving, setSaving] = useState<SaveStatus | null>(null);
  // A ref, not state: a second click can arrive before React re-renders the disabled button.
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalidField(formRef.current);
  }, [focusRequest]);

  const clearError = (field: FormFieldName) =>
    setErrors((current) => ({ ...current, [field]: undefined }));

  function setField(field: TextField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    clearError(field);
    draft.schedule(next);
  }

  async function choosePhoto(field: PhotoField, file: File) {
    const showProblem = (message: FieldMessage) =>
      setErrors((current) => ({ ...current, [field]: message }));
    const wrongType = photoTypeProblem(file);
    if (wrongType) return showProblem(wrongType);
    setScaling((current) => ({ ...current, [field]: true }));
    const scaled = await scaleImage(file);
    setScaling((current) => ({ ...current, [field]: false }));
    const tooLarge = photoSizeProblem(scaled);
    if (tooLarge) return showProblem(tooLarge);
    clearError(field);
    setPhoto(field, scaled);
  }

  function showErrors(messages: FieldMessages, next: FormProblem) {
    setErrors(messages);
    setProblem(next);
    if (hasAny(messages)) setFocusRequest((count) => count + 1);
  }

  async function save(status: SaveStatus) {
    if (busy.current) return;
    // A restored draft may name a team that is no longer the fixed one.
    const sent = teamFixed ? { ...values, team_id: pristine.team_id } : values;
    const invalid = validateValues(sent, status);
    if (hasAny(invalid)) return showErrors(invalid, { key: null, unplaced: [] });
    busy.current = true;
    setSaving(status);
    setProblem(null);
    setErrors({});
    try {
      const input = toKaizenInput(sent, status, photoChanges(photos));
      const saved = kaizen ? await updateKaizen(kaizen.id, input) : await createKaizen(input);
      draft.clear();
      void storeChangedKaizen(client, saved);
      onSaved(saved, status);
    } catch (error) {
      // Saved all the same (2xx): offering the form again would invite a duplicate.
      if (isApiError(error) && error.savedButUnreadable) {
        draft.clear();
        void invalidateKaizens(client);
        onSaved({ id: kaizen?.id ?? savedIdOf(error.data) }, status);
        return;
      }
      const { fields, ...rest } = describeSaveFailure(error);
      showErrors(fields, rest);
    } finally {
      busy.current = false;
      setSaving(null);
    }
  }

  function discardDraft() {
    draft.clear();
    setValues(pristine);
    setErrors({});
    setProblem(null);
  }

  const errorText = (field: FormFieldName): string | undefined => {
    const message = errors[field];
    return typeof message === 'string' || !message ? message : t(message.key, message.values);
  };

  /** Props for a FormField bound to `field`; typing clears its error. */
  const field = (name: TextField) => ({
    name,
    value: values[name],
    error: errorText(name),
    onChange: (value: string) => setField(name, value),
  });

  return {
    formRef,
    values,
    field,
    errorText,
    photos,
    scaling,
    choosePhoto,
    removePhoto: (name: PhotoField) => {
      clearError(name);
      removePhoto(name);
    },
    problem,
    saving,
    save,
    restored: draft.restored,
    discardDraft,
    dismissRestored: draft.dismissNote,
  };
}
