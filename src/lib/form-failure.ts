import { isApiError } from '@/api/api-error';
import { failureMessage } from './failure-message';

/** Laravel names list items `roles.0`; the message belongs to the `roles` control. */
export const controlOf = (serverField: string) => serverField.split('.')[0];

/**
 * A failed send sorted for a form: the first message per field at the control `fieldFor` names,
 * and one alert that explains the failure (a page's own words, or `failureMessage`) followed by
 * the messages for fields the form does not show. `inputKept`: the form holds what the user
 * typed, which the alert then says.
 */
export function sortFailure<F extends string>(
  error: unknown,
  fieldFor: (serverField: string) => F | undefined,
  own?: string,
  inputKept = false,
): { placed: Partial<Record<F, string>>; alert: string } {
  const placed: Partial<Record<F, string>> = {};
  const unplaced: string[] = [];
  if (isApiError(error)) {
    for (const [serverField, messages] of Object.entries(error.fieldErrors)) {
      const target = fieldFor(serverField);
      if (target) placed[target] ??= messages[0];
      else unplaced.push(...messages);
    }
  }
  return { placed, alert: [own ?? failureMessage(error, { inputKept }), ...unplaced].join(' ') };
}
