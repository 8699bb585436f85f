import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ApiError } from '@/api/api-error';
import { useApiQuery } from './use-api-query';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useApiQuery', () => {
  test('loads, then shows the data', async () => {
    const { result } = renderHook(() => useApiQuery(['a'], () => Promise.resolve(42)));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe(42));
    expect(result.current.loading).toBe(false);
  });

  test('an answer for an older key is ignored', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const calls = [first.promise, second.promise];
    const { result, rerender } = renderHook(
      ({ page }) => useApiQuery(['page', page], () => calls[page]),
      {
        initialProps: { page: 0 },
      },
    );
    rerender({ page: 1 });
    await act(async () => {
      second.resolve('page 1');
      first.resolve('page 0');
      await Promise.resolve();
    });
    await waitFor(() => expect(result.current.data).toBe('page 1'));
  });

  test('a failure keeps the last data and can be retried', async () => {
    let fail = false;
    const { result } = renderHook(() =>
      useApiQuery(['x'], () =>
        fail
          ? Promise.reject(new ApiError({ kind: 'network', status: 0, message: 'down' }))
          : Promise.resolve('ok'),
      ),
    );
    await waitFor(() => expect(result.current.data).toBe('ok'));
    fail = true;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error?.kind).toBe('network'));
    expect(result.current.data).toBe('ok');
    fail = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error).toBeUndefined());
  });
});
