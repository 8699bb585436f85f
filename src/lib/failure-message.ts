import { isApiError } from '@/api/api-error';
import { i18n } from '@/i18n/i18n';
import { apiErrorMessageKey } from '@/lib/api-error-message';

export interface FailureMessages {
  /** The server's complaint about the one field the form shows. */
  fieldError?: string;
  /** Anything else, for the form's alert. */
  formError?: string;
}

/** What went wrong, in a sentence: the server's own message, else our explanation. */
export function failureMessage(error: unknown): string {
  const serverMessage = isApiError(error) ? error.serverMessage : undefined;
  return serverMessage ?? i18n.t(apiErrorMessageKey(error), { ns: 'base' });
}

/** Splits a failed save into a message at its field and one for the form's alert. */
export function failureMessages(error: unknown, field: string): FailureMessages {
  const fieldError = isApiError(error) ? error.fieldError(field) : undefined;
  return fieldError ? { fieldError } : { formError: failureMessage(error) };
}
