import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { chooseDeviceMode } from './shared-device';
import {
  askForNotifications,
  closeSystemNotifications,
  mayOfferNotifications,
  refuseNotifications,
  showSystemNotification,
} from './system-notifications';

/** Our worker's registration as the browser hands it out, recording what it is asked. */
function ourWorker() {
  const shown = [{ close: vi.fn() }, { close: vi.fn() }];
  const registration = {
    active: { scriptURL: new URL(`${import.meta.env.BASE_URL}sw.js`, location.origin).href },
    showNotification: vi.fn(() => Promise.resolve()),
    getNotifications: vi.fn(() => Promise.resolve(shown)),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registration) },
  });
  return { registration, shown };
}

function permission(value: NotificationPermission) {
  vi.stubGlobal('Notification', { permission: value, requestPermission: vi.fn() });
}

const NOTICE = {
  title: 'Afgewezen: Haak voor de kabels',
  body: 'Reden: eerst afstemmen.',
  tag: 'kaizen-12-declined',
  path: '/my-kaizen/12',
};

beforeEach(() => chooseDeviceMode(null));
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  chooseDeviceMode(null);
});

describe('system notifications of a decision', () => {
  test('where allowed, our worker shows the decision with the kaizen to open', async () => {
    permission('granted');
    const { registration } = ourWorker();

    await showSystemNotification(NOTICE);

    expect(registration.showNotification).toHaveBeenCalledWith(NOTICE.title, {
      body: NOTICE.body,
      tag: NOTICE.tag,
      data: { path: '/my-kaizen/12' },
    });
  });

  test('nothing is raised without the permission, or on a shared device', async () => {
    const { registration } = ourWorker();
    permission('denied');
    await showSystemNotification(NOTICE);
    permission('granted');
    chooseDeviceMode(5);
    await showSystemNotification(NOTICE);

    expect(registration.showNotification).not.toHaveBeenCalled();
  });

  test('another worker in the scope (the demo backend) is never asked to show one', async () => {
    permission('granted');
    const { registration } = ourWorker();
    registration.active.scriptURL = new URL('/mockServiceWorker.js', location.origin).href;

    await showSystemNotification(NOTICE);

    expect(registration.showNotification).not.toHaveBeenCalled();
  });

  test('sign-out closes every notification shown, so the next person reads none', async () => {
    permission('granted');
    const { shown } = ourWorker();

    await closeSystemNotifications();

    expect(shown.map((notification) => notification.close.mock.calls.length)).toEqual([1, 1]);
  });

  test('the question is offered once per user: not after a "no", not on a shared device', () => {
    permission('default');
    ourWorker();
    expect(mayOfferNotifications(4)).toBe(true);

    refuseNotifications(4);
    expect(mayOfferNotifications(4)).toBe(false);
    expect(mayOfferNotifications(5)).toBe(true);
    chooseDeviceMode(5);
    expect(mayOfferNotifications(5)).toBe(false);
  });

  test('the refusal is kept for the device, and only its own mark counts', () => {
    permission('default');
    ourWorker();
    refuseNotifications(4);
    expect(localStorage.getItem('qek_notifications_refused_4')).toBe('1');

    localStorage.setItem('qek_notifications_refused_4', '0');
    expect(mayOfferNotifications(4)).toBe(true);
  });

  test('not offered once the browser has an answer, nor where it cannot show them', () => {
    ourWorker();
    permission('granted');
    expect(mayOfferNotifications(4)).toBe(false);

    permission('default');
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(mayOfferNotifications(4)).toBe(false);
  });

  test('without the Notification API nothing is offered or raised', async () => {
    vi.stubGlobal('Notification', undefined);
    const { registration } = ourWorker();

    expect(mayOfferNotifications(4)).toBe(false);
    await showSystemNotification(NOTICE);
    expect(registration.showNotification).not.toHaveBeenCalled();
  });

  test("the browser's question tells whether they said yes", async () => {
    const requestPermission = vi.fn(() => Promise.resolve<NotificationPermission>('granted'));
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    expect(await askForNotifications()).toBe(true);

    requestPermission.mockResolvedValue('denied');
    expect(await askForNotifications()).toBe(false);
  });

  test('sign-out goes on with no worker, none registered, none active, or its list refused', async () => {
    permission('granted');
    await expect(closeSystemNotifications()).resolves.toBeUndefined();

    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: () => Promise.resolve(undefined) },
    });
    await expect(closeSystemNotifications()).resolves.toBeUndefined();

    const { registration } = ourWorker();
    registration.getNotifications.mockRejectedValue(new Error('no notifications'));
    await expect(closeSystemNotifications()).resolves.toBeUndefined();

    Object.assign(registration, { active: null });
    await expect(closeSystemNotifications()).resolves.toBeUndefined();
    await showSystemNotification(NOTICE);
    expect(registration.showNotification).not.toHaveBeenCalled();
  });
});
