import { i18n } from '@/i18n/i18n';
import { failureMessage } from '@/lib/failure-message';
import { notify } from './toasts';

interface FailureContext {
  /** What failed, in the user's words: the kaizen's or the team's name. */
  about?: string;
  /** Sends it again; the toast then offers "Opnieuw proberen" and stays until it is used or closed. */
  retry?: () => void;
  /** The toast it takes the place of (a decision's own toast turns into its failure). */
  id?: string;
}

/**
 * Shows a failed call as a danger toast, for errors a screen does not show in place itself,
 * naming what failed where the caller knows it, with a retry where one makes sense:
 * `notifyApiError(error, { about: kaizen.title, retry: () => submit.mutate() })`.
 */
export function notifyApiError(error: unknown, { about, retry, id }: FailureContext = {}): string {
  return notify({
    id,
    header: about
      ? i18n.t('api_error.header_about', { ns: 'base', about })
      : i18n.t('api_error.header', { ns: 'base' }),
    content: failureMessage(error),
    variant: 'danger',
    ...(retry
      ? {
          action: { label: i18n.t('common.retry', { ns: 'base' }), onClick: retry },
          // A button to act on does not vanish after 4 s (WCAG 2.2.1): it stays until used or closed.
          dismissTimer: 0,
        }
      : {}),
  });
}
