/**
 * Ends the current task and resolves in a new one, so the browser can paint and answer input
 * in between: a long piece of work cut this way is no long task. `scheduler.yield()` (Chromium)
 * resumes ahead of other queued tasks; elsewhere a timer does it.
 */
export function nextTask(): Promise<void> {
  if ('scheduler' in globalThis && typeof globalThis.scheduler.yield === 'function') {
    return globalThis.scheduler.yield();
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
