import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi, type Mock } from 'vitest';
import { importWithReload, reloader } from './lazy-page';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module');

describe('loading a page on demand', () => {
  let reload: Mock<() => void>;

  beforeEach(() => {
    reload = vi.fn<() => void>();
    vi.spyOn(reloader, 'reload').mockImplementation(reload);
    window.history.replaceState(null, '', '/kaizen/approved');
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  test('a first failure reloads the page once and keeps waiting', async () => {
    const pending = importWithReload('kaizen.index', () => Promise.reject(chunkError()));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    const settled = await Promise.race([pending.then(() => 'settled'), Promise.resolve('waiting')]);
    expect(settled).toBe('waiting');
    expect(sessionStorage.getItem('qek_chunk_reload:kaizen.index:/kaizen/approved')).toBe('1');
  });

  test('a failure after that reload is raised, not reloaded again', async () => {
    sessionStorage.setItem('qek_chunk_reload:kaizen.index:/kaizen/approved', '1');
    await expect(
      importWithReload('kaizen.index', () => Promise.reject(chunkError())),
    ).rejects.toThrow('dynamically imported');
    expect(reload).not.toHaveBeenCalled();
    // A second request for the same page while the error shows must not reload again.
    await expect(
      importWithReload('kaizen.index', () => Promise.reject(chunkError())),
    ).rejects.toThrow();
    expect(reload).not.toHaveBeenCalled();
  });

  test('the attempt is remembered per path', async () => {
    sessionStorage.setItem('qek_chunk_reload:kaizen.index:/home', '1');
    void importWithReload('kaizen.index', () => Promise.reject(chunkError()));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  test('another piece of code loading fine leaves the mark alone', async () => {
    sessionStorage.setItem('qek_chunk_reload:kaizen.index:/kaizen/approved', '1');
    await importWithReload('layout', () => Promise.resolve('layout'));
    expect(sessionStorage.getItem('qek_chunk_reload:kaizen.index:/kaizen/approved')).toBe('1');
  });

  test('a successful load after the reload clears the mark', async () => {
    sessionStorage.setItem('qek_chunk_reload:kaizen.index:/kaizen/approved', '1');
    await expect(importWithReload('kaizen.index', () => Promise.resolve('page'))).resolves.toBe(
      'page',
    );
    expect(sessionStorage.getItem('qek_chunk_reload:kaizen.index:/kaizen/approved')).toBeNull();
  });
});
