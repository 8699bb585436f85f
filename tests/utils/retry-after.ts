import { act, waitFor } from '@testing-library/react';
import { retryAfterTiming } from '@/lib/retry-after';

interface Held {
  run: () => void;
  delayMs: number;
  cancelled: boolean;
}

let held: Held[] = [];

/**
 * The retries a Retry-After asked for, held instead of timed (tests/setup-app.ts installs this
 * before each test): a test runs them with `runAskedRetries()`, never waits the server's time.
 */
export function holdAskedRetries(): void {
  held = [];
  retryAfterTiming.schedule = (run, delayMs) => {
    const entry = { run, delayMs, cancelled: false };
    held.push(entry);
    return () => {
      entry.cancelled = true;
    };
  };
}

/** The waits of the retries scheduled and not cancelled, in ms, oldest first. */
export function askedRetryDelays(): number[] {
  return held.filter((entry) => !entry.cancelled).map((entry) => entry.delayMs);
}

/**
 * Runs every retry scheduled and not cancelled, as if its time had come. It first waits for one
 * to be scheduled: the retry is set up in an effect, which React may run a moment after the
 * message that announces it is on screen (on a busy machine, after the test's `findBy` ended).
 * Run before that, it ran nothing and the page waited for a retry no one would run.
 */
export async function runAskedRetries(): Promise<void> {
  await waitFor(() => {
    if (askedRetryDelays().length === 0) throw new Error('No retry was scheduled to run.');
  });
  const due = held.filter((entry) => !entry.cancelled);
  held = [];
  await act(async () => {
    for (const entry of due) entry.run();
    await Promise.resolve();
  });
}
