import { i18n } from '@/i18n/i18n';
import { notify } from '@/components/toasts';
import { isApiError } from '@/api/api-error';
import { apiErrorMessageKey } from './api-error-message';

/**
 * Shows a failed call as a danger toast: the translated explanation, plus the server's own
 * message when it gave one. For errors a screen does not show in place itself.
 */
export function notifyApiError(error: unknown): string {
  const explanation = i18n.t(apiErrorMessageKey(error), { ns: 'base' });
  const serverMessage = isApiError(error) ? error.serverMessage : undefined;
  return notify({
    header: i18n.t('api_error.header', { ns: 'base' }),
    content:
      serverMessage && serverMessage !== explanation
        ? `${explanation} ${serverMessage}`
        : explanation,
    variant: 'danger',
  });
}
