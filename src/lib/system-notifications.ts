import { handParser } from '@/api/parsers';
import { storedItem } from '@/stores/stored';
import { sharedDeviceIdleMinutes } from './shared-device';

/**
 * The system's notifications, raised through our service worker (docs/decisions.md, "What
 * happened to my kaizens"). Never on a shared device: the next person would read them.
 */

// None in the demo build, which must not name our worker at all: msw's owns the scope there.
const WORKER_URL = __DEMO_MODE__ ? null : `${import.meta.env.BASE_URL}sw.js`;

const refusal = (userId: number) =>
  storedItem(
    'local',
    `qek_notifications_refused_${userId}`,
    handParser((text) => (text === '1' ? true : undefined), "'1'"),
  );

function supported(): boolean {
  return (
    WORKER_URL !== null &&
    typeof Notification !== 'undefined' &&
    'serviceWorker' in navigator &&
    sharedDeviceIdleMinutes() === null
  );
}

/** Whether to ask this user: never asked on this device, never refused, not a shared device. */
export function mayOfferNotifications(userId: number): boolean {
  return supported() && Notification.permission === 'default' && refusal(userId).read() !== true;
}

/** The browser's own question; a "no" there is the browser's to keep. */
export async function askForNotifications(): Promise<boolean> {
  return (await Notification.requestPermission()) === 'granted';
}

/** The user said no on our question: they are not asked again on this device. */
export function refuseNotifications(userId: number): void {
  refusal(userId).write('1');
}

export function notificationsAllowed(): boolean {
  return supported() && Notification.permission === 'granted';
}

/** Our worker's registration; none in development or in the demo build (msw's worker). */
async function ourRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const script = registration?.active?.scriptURL;
  return script && new URL(script).pathname === WORKER_URL ? registration : undefined;
}

export interface SystemNotice {
  title: string;
  body: string;
  /** One notification per tag: a second tab raising the same one replaces it. */
  tag: string;
  /** The app page a click opens (src/sw/rules.ts, `openPathOf`). */
  path: string;
}

export async function showSystemNotification(notice: SystemNotice): Promise<void> {
  if (!notificationsAllowed()) return;
  const registration = await ourRegistration();
  await registration
    ?.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      data: { path: notice.path },
    })
    .catch(() => undefined);
}

/** At sign-out: what was raised for this user goes, so the next one never reads it. */
export async function closeSystemNotifications(): Promise<void> {
  const registration = await ourRegistration();
  // Stryker disable next-line ArrowFunction: a refused list read as none comes to the same below
  const shown = (await registration?.getNotifications().catch(() => [])) ?? [];
  shown.forEach((notification) => notification.close());
}
