import { isApiError } from '@/api/api-error';
import { failureMessage } from '@/lib/failure-message';
import { FIELD_ORDER, type FieldMessages, type FormFieldName } from './kaizen-form-values';

export interface SaveFailure {
  /** The server's messages at the fields it named (contract field names). */
  fields: FieldMessages;
  /** Messages for fields the form does not show (e.g. status). */
  unplaced: string[];
  /** A kaizen.new key explaining the failure, or null when `explanation` says it. */
  key: string | null;
  /** The translated explanation of a failure the form has no own words for. */
  explanation?: string;
}

const isFormField = (name: string): name is FormFieldName =>
  (FIELD_ORDER as readonly string[]).includes(name);

/** Sorts a failed save into messages at fields and one sentence for the form's alert. */
export function describeSaveFailure(error: unknown): SaveFailure {
  const fields: FieldMessages = {};
  const unplaced: string[] = [];
  if (!isApiError(error))
    return { fields, unplaced, key: null, explanation: failureMessage(error) };
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    if (isFormField(name)) fields[name] = messages[0];
    else unplaced.push(...messages);
  }
  if (error.status === 423) return { fields, unplaced, key: 'save_failed.locked' };
  if (error.isValidation) return { fields, unplaced, key: 'save_failed.validation' };
  return {
    fields,
    unplaced,
    key: null,
    explanation: failureMessage(error),
  };
}
