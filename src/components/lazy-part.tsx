import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createLoadCache, LoadFailedError } from '@/utils/load-once';

/** What a part that could not load draws instead: its error and a retry that asks again. */
export interface PartFailure<P> {
  error: LoadFailedError;
  retry: () => void;
  props: P;
}

interface LazyPartOptions<P> {
  /** Drawn while the code loads. */
  loading: ReactNode;
  /** Drawn when it could not load; its `retry` asks again. */
  failed: (failure: PartFailure<P>) => ReactNode;
}

/**
 * A part whose code loads when it is first drawn, like React's `lazy`, but through the one load
 * cache (src/utils/load-once.ts): a failed load draws `failed` with a retry, and the retry asks
 * again; React's `lazy` would keep a failure for the rest of the visit (docs/decisions.md, "One
 * load cache"). Errors of the loaded part itself go to the route's error page.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { loading, failed }: LazyPartOptions<P>,
): ComponentType<P> {
  const cache = createLoadCache<'part', ComponentType<P>>();
  const loadPart = () =>
    load().catch((error: unknown) => {
      throw new LoadFailedError(error);
    });

  function LazyPart(props: P) {
    const [attempt, setAttempt] = useState<{ count: number; failure?: LoadFailedError }>({
      count: 0,
    });
    const Loaded = cache.loaded('part');
    useEffect(() => {
      if (Loaded) return;
      let current = true;
      cache.load('part', loadPart).then(
        () => current && setAttempt((state) => ({ count: state.count })),
        (error: LoadFailedError) =>
          current && setAttempt((state) => ({ ...state, failure: error })),
      );
      return () => {
        current = false;
      };
    }, [Loaded, attempt.count]);

    if (Loaded) return createElement(Loaded, props);
    if (!attempt.failure) return loading;
    const retry = () => setAttempt((state) => ({ count: state.count + 1 }));
    return failed({ error: attempt.failure, retry, props });
  }
  return LazyPart;
}
