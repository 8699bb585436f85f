import { useRef, useState } from 'react';
import { isApiError } from '@/api/api-error';
import { failureMessage } from '@/lib/failure-message';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * Submit state of a content form: one request at a time, the server's 422 field errors at
 * their fields, anything else in a form-level alert. What the user typed is never reset here.
 */
export function useContentForm<F extends string>(fields: readonly F[]) {
  const busy = useRef(false);
  // Set once the server took a save it then answered unreadably: sending again would duplicate.
  const saved = useRef(false);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  function showFailure(error: unknown) {
    const placed: FieldErrors<F> = {};
    if (isApiError(error)) {
      for (const field of fields) {
        const message = error.fieldError(field);
        if (message) placed[field] = message;
      }
    }
    setErrors(placed);
    setFormError(failureMessage(error));
  }

  /** Runs `send` unless `problems` (client checks, translated) has a message for a field. */
  async function submit(problems: FieldErrors<F>, send: () => Promise<void>): Promise<void> {
    if (busy.current || saved.current) return;
    setFormError(null);
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    busy.current = true;
    setSubmitting(true);
    try {
      await send();
    } catch (error) {
      if (isApiError(error) && error.savedButUnreadable) saved.current = true;
      showFailure(error);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  const clearError = (field: F) => setErrors((current) => ({ ...current, [field]: undefined }));

  return { errors, formError, submitting, submit, clearError };
}
