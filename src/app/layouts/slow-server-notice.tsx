import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from '@/i18n/use-translation';

/** Whether a read is being tried again after it got no good answer (a timeout, a 5xx). */
const retrying = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .some(({ state }) => state.fetchStatus === 'fetching' && state.fetchFailureCount > 0);

/**
 * Says so while a read is being tried a second time: a server that never answers otherwise
 * leaves "Laden..." on screen for two of the client's timeouts (41 s) before any word. The
 * words come with the first timeout; the page's own error with its retry after the second.
 */
export function SlowServerNotice() {
  const { t } = useTranslation('base');
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  const shown = useSyncExternalStore(subscribe, () => retrying(client));
  // The live region stays in the page, so the message is read out when it appears.
  return (
    <div aria-live="polite" className="offline-banner-region">
      {shown ? <p className="offline-banner mb-0">{t('slow_server.retrying')}</p> : null}
    </div>
  );
}
