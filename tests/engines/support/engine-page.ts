import { TIMEOUTS } from '../../timeouts';
import { describeTarget, type Target } from './locate';

export type EngineName = 'firefox' | 'webkit';

/**
 * One tab in Firefox or WebKit, with what the journeys do to it: the few actions both engines'
 * automation offers alike (puppeteer over WebDriver BiDi for Firefox, classic WebDriver for
 * WebKitGTK). Targets are found by role and name (./locate.ts).
 */
export interface EnginePage {
  readonly engine: EngineName;
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  back(): Promise<void>;
  forward(): Promise<void>;
  /** The page's path with its query string. */
  location(): Promise<string>;
  /** True once `target` is on screen; no waiting. */
  isShown(target: Target): Promise<boolean>;
  click(target: Target): Promise<void>;
  /** Replaces the field's text by typing, as a user does. */
  fill(target: Target, text: string): Promise<void>;
  /** Picks the option labelled `label` in a select. */
  choose(target: Target, label: string): Promise<void>;
  /** A key to the focused element: 'Enter', 'Escape', 'Tab' or one character. */
  press(key: string): Promise<void>;
  /** Chooses a file from disk in a file input. */
  upload(target: Target, file: string): Promise<void>;
  /** Runs `body` (a function's source, called with `args`) in the page and returns its result. */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  setViewport(width: number, height: number): Promise<void>;
  /** Cuts the network off and back on; throws where the engine's automation cannot. */
  setOffline(offline: boolean): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** Console errors and page errors seen so far, with where they came from. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

export interface EngineBrowser {
  /** A new tab with nothing of a previous one: no cookies, storage, caches or workers. */
  newPage(): Promise<EnginePage>;
  close(): Promise<void>;
}

const POLL_MS = 50;

export interface ClickPoint {
  x: number;
  y: number;
  reaches: boolean;
}

/**
 * True when `point()` gives the same place twice, a poll apart, and a click there reaches the
 * element: what a click waits for (see clickPointInPage in ./locate.ts).
 */
export async function holdsStill(point: () => Promise<ClickPoint>): Promise<boolean> {
  const first = await point();
  await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  const second = await point();
  return second.reaches && first.x === second.x && first.y === second.y;
}

/** Polls `check` until it gives a truthy value, failing with `what` after one browser step. */
export async function until<T>(
  check: () => Promise<T>,
  what: string,
  timeout: number = TIMEOUTS.browserStep,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      // A navigation in between: the page's document changed under the call.
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`timed out waiting for ${what}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Finds `target` with `find` and acts on it, again if it was drawn anew or was still moving in
 * between (`action` throws), until one step's time is up.
 */
export const actOn = <E>(
  find: (target: Target) => Promise<E | null>,
  target: Target,
  action: (found: E) => Promise<void>,
) =>
  until(async () => {
    const found = await find(target);
    if (!found) return false;
    await action(found);
    return true;
  }, describeTarget(target));

export const waitFor = (page: EnginePage, target: Target) =>
  until(() => page.isShown(target), describeTarget(target));

export const waitForGone = (page: EnginePage, target: Target) =>
  until(async () => !(await page.isShown(target)), `${describeTarget(target)} to go`);

/** Waits until the page's path (with its query) passes `test`, and returns it. */
export async function waitForLocation(page: EnginePage, test: RegExp) {
  let last = '';
  try {
    return await until(
      async () => {
        last = await page.location();
        return test.test(last) ? last : null;
      },
      `a location matching ${String(test)}`,
    );
  } catch (error) {
    // Where the page went instead says which click took it there.
    throw new Error(`${(error as Error).message}; the page is at ${last}`, { cause: error });
  }
}

/** The value of a form field. */
export const valueOf = (page: EnginePage, css: string) =>
  page.run<string | null>('(css) => document.querySelector(css)?.value ?? null', css);

/** `work`, or a failure naming `what` once `ms` have passed without it. */
export function deadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not end in ${ms} ms`)), ms);
  });
  return Promise.race([work, hung]).finally(() => clearTimeout(timer));
}

/**
 * `page` with every call given a deadline: a WebDriver command can hang for good (a browser
 * that stopped answering), and a journey should then fail at that step, saying which, not sit
 * until the test's own time runs out.
 */
export function withDeadlines(page: EnginePage, ms = TIMEOUTS.browserStep + 15_000): EnginePage {
  return new Proxy(page, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        deadline(
          Promise.resolve((value as (...a: unknown[]) => unknown).apply(target, args)),
          ms,
          `${page.engine}: ${String(key)}(${JSON.stringify(args)})`,
        );
    },
  });
}
