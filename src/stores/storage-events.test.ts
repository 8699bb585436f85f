import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { onStorageChange, storageChanged } from './storage-events';

const fromAnotherTab = (key: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key }));

describe('following stored values', () => {
  test("another tab's write reaches the followers of its key or prefix, and only them", () => {
    const byKey = vi.fn();
    const byPrefix = vi.fn();
    onTestFinished(onStorageChange('qek_session', byKey));
    onTestFinished(onStorageChange({ prefix: 'qek_notices_' }, byPrefix));

    fromAnotherTab('qek_notices_4');
    expect(byPrefix).toHaveBeenCalledWith(true);
    expect(byKey).not.toHaveBeenCalled();

    fromAnotherTab('qek_session');
    expect(byKey).toHaveBeenCalledOnce();
    expect(byPrefix).toHaveBeenCalledOnce();
  });

  test('storage cleared in another tab reaches the prefixes, not the single keys', () => {
    const byKey = vi.fn();
    const byPrefix = vi.fn();
    onTestFinished(onStorageChange('qek_session', byKey));
    onTestFinished(onStorageChange({ prefix: 'qek_notices_' }, byPrefix));

    fromAnotherTab(null);

    expect(byPrefix).toHaveBeenCalledOnce();
    expect(byKey).not.toHaveBeenCalled();
  });

  test("this tab's own change is told as not from elsewhere", () => {
    const heard = vi.fn();
    onTestFinished(onStorageChange({ prefix: 'qek_notices_' }, heard));

    storageChanged('qek_notices_4');

    expect(heard).toHaveBeenCalledWith(false);
  });

  test('one listener on the window, whatever the number of followers, gone with the last', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    onTestFinished(() => {
      add.mockRestore();
      remove.mockRestore();
    });
    const stops = [onStorageChange('a', vi.fn()), onStorageChange('b', vi.fn())];
    const heard = vi.fn();
    const stopLast = onStorageChange('c', heard);

    expect(add.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
    stops.forEach((stop) => stop());
    expect(remove.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(0);
    stopLast();
    expect(remove.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
    fromAnotherTab('c');
    expect(heard).not.toHaveBeenCalled();
  });
});
