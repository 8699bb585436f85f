import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '@/api/api-error';
import { useTranslation } from 'react-i18next';
import { failureMessages, type FailureMessages } from '@/lib/failure-message';

/**
 * A one-field name form: the name is required and sent trimmed, a failure keeps what was typed
 * and shows the server's complaint about `errorField` at the field and anything else in the
 * form's alert, and a second submit waits for the first. After a save the field starts over
 * from `initial` (empty for an add form; a rename form closes anyway).
 *
 * @example
 * const form = useNameForm('', 'name', async (name) => onCreated(await createTeam({ name })));
 * <Form onSubmit={(event) => void form.submit(event)}>
 *   <FormField value={form.name} onChange={form.change} error={form.failure.fieldError} ... />
 */
export function useNameForm(
  initial: string,
  errorField: string,
  save: (name: string) => Promise<void>,
) {
  const { t } = useTranslation('base');
  const [name, setName] = useState(initial);
  const [failure, setFailure] = useState<FailureMessages>({});
  const [submitting, setSubmitting] = useState(false);
  // Set once the server took a save it then answered unreadably: sending again would duplicate.
  const saved = useRef(false);

  const change = (value: string) => {
    setName(value);
    setFailure({});
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || saved.current) return;
    if (!name.trim()) {
      setFailure({ fieldError: t('common.required') });
      return;
    }
    setSubmitting(true);
    setFailure({});
    try {
      await save(name.trim());
      setName(initial);
    } catch (error) {
      if (isApiError(error) && error.savedButUnreadable) saved.current = true;
      setFailure(failureMessages(error, errorField));
    } finally {
      setSubmitting(false);
    }
  };

  return { name, change, failure, submitting, submit };
}
