import { whenNoRequestUnderway } from '@/api/http';
import { useNavStore } from '@/stores/nav-store';

/**
 * Resolves once the user has stayed on one page for `quietMs`, with none of the app's requests
 * under way: for background work as heavy as the service worker's first install (about 1 MB
 * into the cache), which otherwise lands on the first clicks of a first visit and slows a page
 * change by half. Opening the menu or another page starts the wait again.
 */
export function whenUserPauses(quietMs: number): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stop();
        void whenNoRequestUnderway().then(resolve);
      }, quietMs);
    };
    const stop = useNavStore.subscribe(restart);
    restart();
  });
}
