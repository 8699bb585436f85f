import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { openPathOf } from '@/sw/rules';

/**
 * A decision's system notification clicked while the app is open: the service worker focuses
 * this window and asks it to show the kaizen (src/sw/service-worker.ts). Only a path of the
 * user's own kaizens is followed. Here, with the bell, rather than in the worker's
 * registration: that chunk is fetched by every first page and must stay small.
 */
export function useNotificationClicks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      const isOpen = typeof data === 'object' && data !== null && 'type' in data;
      const path = isOpen && data.type === 'open' ? openPathOf(data) : null;
      if (path !== null) void navigate(path);
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [navigate]);
}
