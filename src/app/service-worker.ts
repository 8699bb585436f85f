import { notify } from '@/components/toasts';
import { paths } from '@/config/paths';
import { i18n } from '@/i18n/i18n';
import { offerUpdate, watchUnsavedInput } from '@/lib/update-prompt';
import { whenUserPauses } from '@/lib/user-pause';
import { useSessionStore } from '@/stores/session-store';
import type { WorkerMessage } from '@/sw/rules';
import { createPolicy, POLICY_NAMES } from '@/utils/trusted-types';
import { pageRoutes, publicRoutes } from './route-table';

/**
 * Registers the production service worker (src/sw/service-worker.ts) and offers new versions.
 * Loaded by main.tsx after the first page is up, so it costs the first paint nothing.
 */

const WORKER_URL = `${import.meta.env.BASE_URL}sw.js`;

/*
 * Under the CSP's Trusted Types, register() takes a script URL only from a policy. This one
 * vouches for our worker's URL and refuses any other, so nothing else can be registered
 * through it. Without Trusted Types there is no policy, and the string is the URL.
 */
const workerUrlPolicy = createPolicy(POLICY_NAMES.workerUrl, {
  createScriptURL: (url) => {
    if (url !== WORKER_URL) throw new TypeError(url);
    return url;
  },
});

const UPDATE_TOAST = 'app-update';
/** How long the user stays on one page before the first install starts (src/lib/user-pause.ts). */
const INSTALL_QUIET_MS = 3000;
// A tab left open checks for a new version when it is shown again, at most this often.
const UPDATE_CHECK_MS = 30 * 60 * 1000;

const t = (key: string) => i18n.t(key, { ns: 'base' });

function post(worker: ServiceWorker | null | undefined, message: WorkerMessage): void {
  worker?.postMessage(message);
}

/**
 * Asks the worker to keep every page's language file in the current language, for offline use,
 * and the sign-in page's: a sign-out offline lands there.
 */
function warmLanguageFiles(worker: ServiceWorker | null | undefined): void {
  const signIn = publicRoutes.filter((route) => route.path === paths.login);
  const pages = [...pageRoutes, ...signIn].map((route) => route.namespace);
  post(worker, { type: 'warm-language', locale: i18n.language, pages: [...new Set(pages)] });
}

const offered = new WeakSet<ServiceWorker>();

function offer(waiting: ServiceWorker, unsaved: { busy: () => boolean }): void {
  if (offered.has(waiting)) return;
  offered.add(waiting);
  const container = navigator.serviceWorker;
  offerUpdate({
    show: (accept, { waiting: held }) =>
      notify({
        id: UPDATE_TOAST,
        header: t('update.header'),
        content: t(held ? 'update.unsaved' : 'update.content'),
        variant: 'info',
        dismissTimer: 0,
        action: { label: t('update.action'), onClick: accept },
      }),
    busy: unsaved.busy,
    activate: () => post(waiting, { type: 'skip-waiting' }),
    takenOver: () =>
      new Promise((resolve) =>
        container.addEventListener('controllerchange', () => resolve(), { once: true }),
      ),
    reload: () => window.location.reload(),
  });
}

export async function startServiceWorker(): Promise<void> {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  // A first install fetches and stores the whole build: it waits for the user to stay put.
  // A worker installed on an earlier visit needs no wait; registering again only checks for
  // a new version.
  if (!container.controller) await whenUserPauses(INSTALL_QUIET_MS);
  const unsaved = watchUnsavedInput();
  // TypeScript's register() knows no TrustedScriptURL; the browser's takes one.
  const url = (workerUrlPolicy?.createScriptURL(WORKER_URL) ?? WORKER_URL) as string;
  const registration = await container.register(url, { scope: '/', updateViaCache: 'none' });
  // A worker waiting from an earlier visit, or one found now; the very first one (no
  // controller yet) simply takes over, as there is nothing to update.
  const offerWhenInstalled = (worker: ServiceWorker) =>
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offer(worker, unsaved);
    });
  if (registration.waiting && container.controller) offer(registration.waiting, unsaved);
  if (registration.installing) offerWhenInstalled(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) offerWhenInstalled(registration.installing);
  });

  // Signed in only: offline, a guest can do nothing with the pages, so /login fetches none.
  const ready = await container.ready;
  if (useSessionStore.getState().user) warmLanguageFiles(ready.active);
  else {
    const stop = useSessionStore.subscribe(({ user }) => {
      if (!user) return;
      stop();
      warmLanguageFiles(ready.active);
    });
  }
  let checkedAt = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checkedAt < UPDATE_CHECK_MS) return;
    checkedAt = Date.now();
    void registration.update().catch(() => undefined);
  });
}
