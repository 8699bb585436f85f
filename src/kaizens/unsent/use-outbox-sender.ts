import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { invalidateKaizens } from '@/api/kaizen-queries';
import { dismissToast, notify } from '@/components/toasts';
import { onOutboxSendRequest, QUEUED_TOAST_ID, sendOutbox } from './kaizen-outbox';
import { useOutboxStore } from './outbox-store';

const RETRY_MS = 30_000;
const DROPPED_TOAST_ID = 'outbox-dropped';

/**
 * Sends the kaizens waiting on this device for `userId`: when the signed-in app starts (also
 * after a reload or a browser restart) and whenever the connection comes back.
 */
export function useOutboxSender(userId: number | null) {
  const { t } = useTranslation('base');
  const client = useQueryClient();
  // The texts and the client of the latest render, not the effect's: a language file arriving
  // gives a new `t`, and must not send the outbox again or restart its retry clock.
  const sendNow = useEffectEvent((user: number) =>
    sendOutbox(user, {
      onSent: (entry) => {
        void invalidateKaizens(client);
        dismissToast(QUEUED_TOAST_ID);
        notify({
          header: t('outbox.sent_header'),
          content: t('outbox.sent', { title: entry.input.title }),
        });
      },
      onFailed: (entry) =>
        notify({
          header: t('outbox.failed_header'),
          content: t('outbox.failed', { title: entry.input.title }),
          variant: 'danger',
        }),
      // Said until closed: the user may want to tell someone, and nothing else shows it.
      onDropped: (count) =>
        notify({
          id: DROPPED_TOAST_ID,
          header: t('outbox.dropped_header'),
          content: t('outbox.dropped', { count }),
          variant: 'warning',
          dismissTimer: 0,
        }),
    }),
  );
  useEffect(() => {
    if (userId === null || typeof indexedDB === 'undefined') return;
    const send = () => void sendNow(userId).catch(() => undefined);
    // The first send reads the outbox into the screens once what its author did not write is out.
    send();
    window.addEventListener('online', send);
    const stopListening = onOutboxSendRequest(send);
    // A save cut off while the browser still thinks it is online gets no 'online' event.
    const timer = setInterval(() => {
      const waiting = useOutboxStore
        .getState()
        .entries.some((entry) => entry.state === 'waiting' && !entry.held);
      if (waiting && navigator.onLine) send();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', send);
      stopListening();
      clearInterval(timer);
    };
  }, [userId]);
}
