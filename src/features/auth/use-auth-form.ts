import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError } from '@/api/api-error';
import { focusFirstInvalidField } from '@/components/form-field';
import { validationValues } from '@/lib/validation';
import { failureMessage } from '@/lib/failure-message';

export type FieldMessages<F extends string> = Partial<Record<F, string>>;

interface AuthFormOptions<F extends string> {
  initial: Record<F, string>;
  /** Client checks, run before anything is sent: a `base` message key per invalid field. */
  validate?: (values: Record<F, string>) => FieldMessages<F>;
  /** The field that shows a server field error; by default the field of the same name. */
  fieldFor?: (serverField: string) => F | undefined;
  /** A page's own wording for some failures; the generic api_error texts otherwise. */
  messageFor?: (error: unknown) => string | undefined;
}

const hasAny = (messages: Partial<Record<string, string>>) => Object.values(messages).some(Boolean);

/**
 * State of a small controlled form: values, field errors from the client and the server,
 * a form-level alert, and a submit that runs one request at a time.
 */
export function useAuthForm<F extends string>(options: AuthFormOptions<F>) {
  const { initial, validate, messageFor } = options;
  const fieldFor =
    options.fieldFor ?? ((name: string) => (name in initial ? (name as F) : undefined));
  const { t } = useTranslation('base');
  const formRef = useRef<HTMLFormElement>(null);
  // A ref, not state: a second click can arrive before React re-renders the disabled button.
  const busy = useRef(false);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldMessages<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalidField(formRef.current);
  }, [focusRequest]);

  function showFieldErrors(messages: FieldMessages<F>) {
    setErrors(messages);
    setFocusRequest((count) => count + 1);
  }

  function validationAlert(error: ApiError, unplaced: string[]): string {
    return unplaced[0] ?? failureMessage(error);
  }

  function showFailure(error: unknown) {
    const placed: FieldMessages<F> = {};
    const unplaced: string[] = [];
    if (isApiError(error)) {
      for (const [serverField, messages] of Object.entries(error.fieldErrors)) {
        const target = fieldFor(serverField);
        if (target && !placed[target]) placed[target] = messages[0];
        else unplaced.push(...messages);
      }
    }
    if (hasAny(placed)) showFieldErrors(placed);
    const own = messageFor?.(error);
    if (own) setFormError(own);
    else if (isApiError(error) && (error.isValidation || hasAny(placed) || unplaced.length > 0)) {
      setFormError(validationAlert(error, unplaced));
    } else setFormError(failureMessage(error));
  }

  async function run(send: (values: Record<F, string>) => Promise<void>) {
    if (busy.current) return;
    const problems = validate?.(values) ?? {};
    if (hasAny(problems)) {
      const messages: FieldMessages<F> = {};
      for (const [name, key] of Object.entries(problems) as [F, string | undefined][]) {
        if (key) messages[name] = t(key, validationValues);
      }
      setFormError(null);
      showFieldErrors(messages);
      return;
    }
    busy.current = true;
    setSubmitting(true);
    setFormError(null);
    setErrors({});
    try {
      await send(values);
    } catch (error) {
      showFailure(error);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  /** Props for a FormField bound to `name`: typing clears that field's error. */
  function field(name: F) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (value: string) => {
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
  }

  /** The form's onSubmit: validates, then sends once; a failure keeps every typed value. */
  function onSubmit(send: (values: Record<F, string>) => Promise<void>) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void run(send);
    };
  }

  return { formRef, values, field, formError, submitting, onSubmit };
}
