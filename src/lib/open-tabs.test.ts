import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { otherTabOpenAtStart, resetOpenTabs } from './open-tabs';

/**
 * The browser's Web Locks as far as this module uses them: `query` lists the locks the other
 * documents hold, `request` records each hold of this document and whether it was let go.
 */
function webLocks(
  othersHold: string[] = [],
  query = () =>
    Promise.resolve<LockManagerSnapshot>({
      held: othersHold.map((name) => ({ name, mode: 'shared' })),
      pending: [],
    }),
) {
  const holds: { name: string; mode?: LockMode; letGo: boolean }[] = [];
  const locks = {
    query,
    request: (name: string, options: LockOptions, held: () => Promise<void>) => {
      const hold = { name, mode: options.mode, letGo: false };
      holds.push(hold);
      // Granted at once: aborting its signal no longer lets it go, only its callback's end does.
      return held().then(() => {
        hold.letGo = true;
      });
    },
  };
  Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
  return holds;
}

// As a document that has not asked yet: other files' documents asked in this module graph.
beforeEach(() => resetOpenTabs());
afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
  resetOpenTabs();
});

describe('whether another tab of the app was open at start', () => {
  test("another document's lock says so; this one then holds its own, shared", async () => {
    const holds = webLocks(['qek-open-tab']);

    expect(await otherTabOpenAtStart()).toBe(true);
    expect(holds).toEqual([{ name: 'qek-open-tab', mode: 'shared', letGo: false }]);
  });

  test('no lock of ours held elsewhere (other locks aside): no other tab', async () => {
    webLocks(['some-other-lock']);

    expect(await otherTabOpenAtStart()).toBe(false);
  });

  test('asked once per document', async () => {
    const holds = webLocks();
    await otherTabOpenAtStart();
    await otherTabOpenAtStart();

    expect(holds).toHaveLength(1);
  });

  test('without Web Locks a tab counts as open', async () => {
    expect(await otherTabOpenAtStart()).toBe(true);
  });

  test('a query the browser refuses counts as open too; the lock is still taken', async () => {
    const holds = webLocks([], () => Promise.reject(new DOMException('denied', 'SecurityError')));

    expect(await otherTabOpenAtStart()).toBe(true);
    expect(holds).toEqual([{ name: 'qek-open-tab', mode: 'shared', letGo: false }]);
  });

  test('a query that lists no held locks at all: no other tab', async () => {
    webLocks([], () => Promise.resolve({ pending: [] }));

    expect(await otherTabOpenAtStart()).toBe(false);
  });

  test('a page put in the back/forward cache lets its lock go, and takes it again when shown', async () => {
    const holds = webLocks();
    await otherTabOpenAtStart();

    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    await Promise.resolve();
    expect(holds.map((hold) => hold.letGo)).toEqual([true]);

    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(holds).toHaveLength(1);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(holds.map((hold) => hold.letGo)).toEqual([true, false]);
  });
});
