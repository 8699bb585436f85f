let underway = 0;
let onQuiet: (() => void)[] = [];

/** Whether any of the app's requests is under way. */
export const isRequestUnderway = (): boolean => underway > 0;

/**
 * Resolves once none of the app's requests is under way (at once when none is): fetching ahead
 * waits for it, so it never shares the connection with what a page is loading.
 */
export function whenNoRequestUnderway(): Promise<void> {
  if (underway === 0) return Promise.resolve();
  return new Promise((resolve) => onQuiet.push(resolve));
}

/** Runs `send`, counting it as under way until it settles. */
export async function counted<T>(send: () => Promise<T>): Promise<T> {
  underway += 1;
  try {
    return await send();
  } finally {
    underway -= 1;
    if (underway === 0) {
      const waiting = onQuiet;
      onQuiet = [];
      waiting.forEach((resolve) => resolve());
    }
  }
}
