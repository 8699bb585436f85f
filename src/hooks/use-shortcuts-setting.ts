import { useSyncExternalStore } from 'react';
import { handParser } from '@/api/parsers';
import { useSessionStore } from '@/stores/session-store';
import { onStorageChange, storageChanged } from '@/stores/storage-events';
import { storedItem } from '@/stores/stored';

const KEY_PREFIX = 'qek_shortcuts_off_';

/**
 * Whether a user turned the single-letter shortcuts off, per user id on this device (as the
 * notices are kept), so the next person on a shared device finds their own choice. Only "off"
 * is kept: a user who never chose has them on.
 */
const offItem = (userId: number) =>
  storedItem(
    'local',
    `${KEY_PREFIX}${userId}`,
    handParser((text) => (text === '1' ? true : undefined), "'1'"),
  );

// The user's other tabs follow a change made in one of them.
const subscribe = (listener: () => void) =>
  onStorageChange({ prefix: KEY_PREFIX }, () => listener());

function setShortcutsOn(userId: number, on: boolean): void {
  if (on) offItem(userId).remove();
  else offItem(userId).write('1');
  storageChanged(`${KEY_PREFIX}${userId}`);
}

/**
 * The signed-in user's choice for single-letter shortcuts on this device, and a way to change
 * it. Without a user (between sign-out and the login page) they are off.
 *
 * @example
 * const [on, setOn] = useShortcutsSetting();
 */
export function useShortcutsSetting(): readonly [boolean, (on: boolean) => void] {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const on = useSyncExternalStore(subscribe, () =>
    userId === null ? false : offItem(userId).read() !== true,
  );
  const setOn = (next: boolean) => {
    if (userId !== null) setShortcutsOn(userId, next);
  };
  return [on, setOn] as const;
}
