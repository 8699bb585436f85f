import { waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi, type Mock } from 'vitest';
import { LoadFailedError } from '@/utils/load-once';
import { loadCode, PageOfflineError, preloadCode, reloader } from './page-code';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module');
const failing = () => Promise.reject(chunkError());
const Page: ComponentType = () => null;
const TARGET = new URL('http://localhost/kaizen/approved?page=2');
const MARK = 'qek_chunk_reload:kaizen.index:/kaizen/approved';

describe("loading a page's code on demand", () => {
  let go: Mock<(url: string) => void>;

  beforeEach(() => {
    go = vi.fn<(url: string) => void>();
    vi.spyOn(reloader, 'go').mockImplementation(go);
    sessionStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  test('a first failure loads the page asked for afresh, once, and keeps waiting', async () => {
    const pending = loadCode('kaizen.index', failing, TARGET);
    // The page being opened, not the one being left (docs/decisions.md, "Page code through
    // loaders, not React Router's `lazy`").
    await waitFor(() => expect(go).toHaveBeenCalledWith(TARGET.href));
    const settled = await Promise.race([pending.then(() => 'settled'), Promise.resolve('waiting')]);
    expect(settled).toBe('waiting');
    expect(sessionStorage.getItem(MARK)).toBe('1');
  });

  test('a failure after that load is raised, not reloaded again', async () => {
    sessionStorage.setItem(MARK, '1');
    // A failure to try again (the error page's retry), not a crash.
    await expect(loadCode('kaizen.index', failing, TARGET)).rejects.toBeInstanceOf(LoadFailedError);
    await expect(loadCode('kaizen.index', failing, TARGET)).rejects.toThrow('dynamically imported');
    expect(go).not.toHaveBeenCalled();
  });

  test('offline, nothing is reloaded: the failure says offline, and a later try loads it', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let attempts = 0;
    const load = () => (++attempts === 1 ? failing() : Promise.resolve(Page));

    await expect(loadCode('kaizen.index', load, TARGET)).rejects.toBeInstanceOf(PageOfflineError);
    expect(go).not.toHaveBeenCalled();
    online.mockReturnValue(true);
    await expect(loadCode('kaizen.index', load, TARGET)).resolves.toBe(Page);
    expect(attempts).toBe(2);
  });

  test('when session storage cannot keep the mark, the page is never reloaded (no loop)', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(loadCode('kaizen.index', failing, TARGET)).rejects.toThrow('dynamically imported');
    expect(go).not.toHaveBeenCalled();
  });

  test('the attempt is remembered per path', async () => {
    sessionStorage.setItem('qek_chunk_reload:kaizen.index:/home', '1');
    void loadCode('kaizen.index', failing, TARGET);
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
  });

  test('a successful load clears the mark, and the code is not fetched twice', async () => {
    sessionStorage.setItem(MARK, '1');
    const load = vi.fn(() => Promise.resolve(Page));
    await expect(loadCode('kaizen.index', load, TARGET)).resolves.toBe(Page);
    await expect(loadCode('kaizen.index', load, TARGET)).resolves.toBe(Page);
    await expect.poll(() => sessionStorage.getItem(MARK)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('the mark is cleared in a task after the one the code arrived in', async () => {
    sessionStorage.setItem(MARK, '1');

    await expect(loadCode('kaizen.index', () => Promise.resolve(Page), TARGET)).resolves.toBe(Page);

    expect(sessionStorage.getItem(MARK)).toBe('1');
    await expect.poll(() => sessionStorage.getItem(MARK)).toBeNull();
  });

  test('a first load starts in a task after the one that asked for it, not in the same one', async () => {
    const load = vi.fn(() => Promise.resolve(Page));

    const loading = loadCode('kaizen.index', load, TARGET);
    // Microtasks run within the task that asked; the load must wait for a later task.
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();

    expect(load).not.toHaveBeenCalled();
    await expect(loading).resolves.toBe(Page);
    expect(load).toHaveBeenCalledOnce();
  });

  test('a preload and the navigation after it share one request', async () => {
    let resolve: (page: ComponentType) => void = () => undefined;
    const load = vi.fn(() => new Promise<ComponentType>((done) => (resolve = done)));
    preloadCode(load);
    const navigation = loadCode('kaizen.index', load, TARGET);
    resolve(Page);
    await expect(navigation).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('when session storage cannot be read or written at all, nothing is reloaded', async () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expect(loadCode('kaizen.index', failing, TARGET)).rejects.toBeInstanceOf(
        LoadFailedError,
      );
    }
    expect(go).not.toHaveBeenCalled();
  });

  test('when storage forgets the mark it was given, nothing is reloaded', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => undefined);
    await expect(loadCode('kaizen.index', failing, TARGET)).rejects.toBeInstanceOf(LoadFailedError);
    expect(go).not.toHaveBeenCalled();
  });
});
