import { notify } from '@/components/toasts';
import { paths } from '@/config/paths';
import { i18n } from '@/i18n/i18n';
import { offerUpdate, watchUnsavedInput } from '@/lib/update-prompt';
import { whenUserPauses } from '@/lib/user-pause';
import type { CurrentUser } from '@/api/schemas/user';
import { useSessionStore, type SessionStatus } from '@/stores/session-store';
import type { WorkerMessage } from '@/sw/rules';
import { createPolicy, POLICY_NAMES } from '@/utils/trusted-types';
import { mayOpen, pageRoutes, publicRoutes } from './route-table';

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
/** The same before a sign-in's pages are fetched: the page it opened is drawn by then (a seam). */
export const signedInQuiet = { ms: 1000 };
// A tab left open checks for a new version when it is shown again, at most this often.
const UPDATE_CHECK_MS = 30 * 60 * 1000;

const t = (key: string) => i18n.t(key, { ns: 'base' });

function post(
  worker: Pick<ServiceWorker, 'postMessage'> | null | undefined,
  message: WorkerMessage,
): void {
  worker?.postMessage(message);
}

/**
 * What the worker keeps as the session changes (docs/decisions.md, "Installable, with a
 * service worker"). Signed in: the code of the pages the user may open, in any team, and their
 * language files in the current language, and the sign-in page's (a sign-out offline lands
 * there). Signed out: only the code of the pages every signed-in user may open, so nothing of
 * the previous person's permissions stays for the next, and nothing is fetched for a guest.
 */
function keptFor(user: CurrentUser | null): WorkerMessage {
  const routes = pageRoutes.filter((route) =>
    user ? mayOpen(user, route.path, { teamOptional: true }) : route.permissions.length === 0,
  );
  const pages = [...new Set(routes.map((route) => route.page))];
  if (!user) return { type: 'signed-out', keep: pages };
  const signIn = publicRoutes.filter((route) => route.path === paths.login);
  const languageFiles = [...routes, ...signIn].map((route) => route.namespace);
  return {
    type: 'signed-in',
    pages,
    locale: i18n.language,
    languageFiles: [...new Set(languageFiles)],
  };
}

/**
 * Tells the worker what to keep now, and again each time the user changes. A sign-in's pages
 * are fetched once the user has stayed on the page it opened (`signedInQuiet`), not while that
 * page's own code and data still come: the worker's fetches took the CPU and the connection the
 * page waited for (docs/bench.md). A sign-out is told at once: nothing of that user's stays for
 * the next.
 */
export function followSession(worker: Pick<ServiceWorker, 'postMessage'> | null | undefined): void {
  let told: CurrentUser | null | undefined;
  const tell = ({ status, user }: { status: SessionStatus; user: CurrentUser | null }) => {
    if (status === 'unknown' || user === told) return;
    const before = told;
    told = user;
    if (before === undefined || user === null) {
      post(worker, keptFor(user));
      return;
    }
    // Another person's pages go at once.
    if (before !== null && before.id !== user.id) post(worker, keptFor(null));
    void whenUserPauses(signedInQuiet.ms).then(() => {
      if (told === user) post(worker, keptFor(user));
    });
  };
  tell(useSessionStore.getState());
  useSessionStore.subscribe(tell);
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
  followSession((await container.ready).active);
  let checkedAt = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checkedAt < UPDATE_CHECK_MS) return;
    checkedAt = Date.now();
    void registration.update().catch(() => undefined);
  });
}
