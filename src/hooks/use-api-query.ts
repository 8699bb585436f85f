import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, type ApiError } from '@/api/api-error';

export interface ApiQuery<T> {
  data: T | undefined;
  error: ApiError | undefined;
  /** True while a request for the current key is under way (the previous data stays). */
  loading: boolean;
  reload: () => void;
}

/**
 * Loads server data for a screen. Re-runs when `key` changes, ignores answers that arrive for
 * an older key, and keeps the last data while the next page loads so tables do not flicker.
 *
 * @example
 * const { data, error, loading, reload } = useApiQuery(['kaizen', id], () => fetchKaizen(id));
 */
export function useApiQuery<T>(
  key: readonly unknown[],
  fetcher: () => Promise<T>,
  { enabled = true }: { enabled?: boolean } = {},
): ApiQuery<T> {
  const [version, setVersion] = useState(0);
  const requested = `${JSON.stringify(key)}#${version}`;
  // `settled` names the request the data and error belong to; loading is derived from it.
  const [state, setState] = useState<{ settled?: string; data?: T; error?: ApiError }>({});
  const fetcherRef = useRef(fetcher);
  useEffect(() => {
    fetcherRef.current = fetcher;
  });

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    fetcherRef.current().then(
      (data) => {
        if (current) setState({ settled: requested, data });
      },
      (error: unknown) => {
        if (current) {
          setState((previous) => ({
            settled: requested,
            data: previous.data,
            error: toApiError(error),
          }));
        }
      },
    );
    return () => {
      current = false;
    };
  }, [requested, enabled]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return {
    data: state.data,
    error: state.settled === requested ? state.error : undefined,
    loading: enabled && state.settled !== requested,
    reload,
  };
}
