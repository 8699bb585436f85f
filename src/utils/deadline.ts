/** A promise given up on: it had not settled within its time. */
export class DeadlineError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'DeadlineError';
  }
}

/**
 * `promise`, or a DeadlineError once `ms` have passed without it settling. For work the browser
 * gives no timeout of its own (`import()`, image decoding): no spinner may wait without end.
 */
export function withDeadline<V>(promise: Promise<V>, ms: number): Promise<V> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(ms)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
