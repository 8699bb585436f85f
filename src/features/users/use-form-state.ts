import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { focusFirstInvalidField } from '@/components/form-field';
import { MIN_PASSWORD_LENGTH } from '@/lib/validation';
import { failureMessage } from '@/lib/failure-message';

export type FieldMessages<V> = Partial<Record<keyof V & string, string>>;

interface FormStateOptions<V> {
  initial: V;
  /** Client checks, run before anything is sent: a `base` message key per invalid field. */
  validate?: (values: V) => FieldMessages<V>;
}

const hasAny = (messages: object) => Object.values(messages).some(Boolean);

/** Laravel names list items `roles.0`; the message belongs to the `roles` control. */
const controlOf = (serverField: string) => serverField.split('.')[0];

/**
 * A form of the users area: values of any shape, field errors from the client and from a 422,
 * a form-level alert, and a submit that runs one request at a time and keeps the values.
 */
export function useFormState<V extends object>({ initial, validate }: FormStateOptions<V>) {
  const { t } = useTranslation('base');
  const formRef = useRef<HTMLFormElement>(null);
  // A ref, not state: a second click can arrive before React re-renders the disabled button.
  const busy = useRef(false);
  // Set once the server took a save it then answered unreadably: sending again would duplicate.
  const saved = useRef(false);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldMessages<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalidField(formRef.current);
  }, [focusRequest]);

  function showFieldErrors(messages: FieldMessages<V>) {
    setErrors(messages);
    setFocusRequest((count) => count + 1);
  }

  function showFailure(error: unknown) {
    if (!isApiError(error) || !error.isValidation) {
      setFormError(failureMessage(error));
      return;
    }
    const placed: Record<string, string> = {};
    for (const [serverField, messages] of Object.entries(error.fieldErrors)) {
      const control = controlOf(serverField);
      if (control in values) placed[control] ??= messages[0];
    }
    showFieldErrors(placed as FieldMessages<V>);
    setFormError(failureMessage(error));
  }

  async function run(send: (values: V) => Promise<void>) {
    if (busy.current || saved.current) return;
    const problems = validate?.(values) ?? {};
    if (hasAny(problems)) {
      const messages: Record<string, string> = {};
      for (const [name, key] of Object.entries(problems)) {
        if (typeof key === 'string') messages[name] = t(key, { min: MIN_PASSWORD_LENGTH });
      }
      setFormError(null);
      showFieldErrors(messages as FieldMessages<V>);
      return;
    }
    busy.current = true;
    setSubmitting(true);
    setFormError(null);
    setErrors({});
    try {
      await send(values);
    } catch (error) {
      if (isApiError(error) && error.savedButUnreadable) saved.current = true;
      showFailure(error);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  /** Sets one value and clears that field's error. */
  function setField<K extends keyof V & string>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  /** The form's onSubmit: validates, then sends once; a failure keeps every value. */
  function onSubmit(send: (values: V) => Promise<void>) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void run(send);
    };
  }

  return { formRef, values, setValues, setField, errors, formError, submitting, onSubmit };
}
