import type { AxiosRequestConfig } from 'axios';

/**
 * Calls that change the server session run alone (docs/decisions.md, "Session writes run
 * alone"). Laravel's file, database and cookie sessions write back the whole session a request
 * read, when it ends: under Apache or php-fpm, which run a browser's requests side by side, a
 * slow read that started before `GET /api/session/locale/en` ended after it and wrote the old
 * locale back. So a session write waits until the app's requests under way have ended, and
 * every request asked for after it waits until it has ended, in the order they were asked for.
 */
const SESSION_WRITES: { method?: string; path: string; prefix?: true }[] = [
  { path: '/api/session/locale/', prefix: true },
  { path: '/api/session/team/', prefix: true },
  { method: 'POST', path: '/login' },
  { method: 'POST', path: '/login-type' },
  { path: '/logout' },
];

/** Whether the call changes the server session (sign-in, sign-out, locale, active team). */
function changesSession(config: AxiosRequestConfig): boolean {
  const method = (config.method ?? 'get').toUpperCase();
  const path = (config.url ?? '').split('?')[0];
  return SESSION_WRITES.some(
    (write) =>
      (write.method === undefined || write.method === method) &&
      (write.prefix ? path.startsWith(write.path) : path === write.path),
  );
}

/** A read: what ending early costs nothing but asking again. */
const isRead = (config: AxiosRequestConfig) => (config.method ?? 'get').toLowerCase() === 'get';

/**
 * A page's language file is not asked again once ended (the page would show its error): a
 * session write stops waiting for it after the wait, and lets it run on.
 */
const isLanguageFile = (config: AxiosRequestConfig) =>
  (config.url ?? '').startsWith('/api/language/');

/**
 * How long a session write waits for the reads under way before it ends them (the test seam):
 * a read that never answers would otherwise hold a language or team change, or a sign-out,
 * until the client's timeout (20 s), twice with its retry. An ended read is asked again after
 * the write, as a failed one is (one retry); a language file is left to run on. Writes under
 * way are waited for: ending one early would leave unknown whether it was saved.
 */
export const readsWaitTiming = { ms: 2000 };

interface Running {
  /** How a session write that waited long enough treats it: ended, left to run, or awaited. */
  whenWaited: 'end' | 'leave' | 'await';
  abort: () => void;
}

interface Turn {
  alone: boolean;
  call: Running;
  start: () => void;
}

interface Turns {
  waiting: Turn[];
  running: Set<Running>;
  aloneRunning: boolean;
  /** Set while a session write waits for the reads under way: when they are ended. */
  readsEnd: ReturnType<typeof setTimeout> | null;
}

const noTurns = (): Turns => ({
  waiting: [],
  running: new Set(),
  aloneRunning: false,
  readsEnd: null,
});
let turns = noTurns();

function endReadsLater(state: Turns): void {
  state.readsEnd ??= setTimeout(() => {
    state.readsEnd = null;
    for (const call of state.running) {
      if (call.whenWaited === 'end') call.abort();
      if (call.whenWaited !== 'await') state.running.delete(call);
    }
    startNext(state);
  }, readsWaitTiming.ms);
}

/** Starts the waiting calls whose turn it is: first come, first served. */
function startNext(state: Turns): void {
  while (state.waiting.length > 0 && !state.aloneRunning) {
    const next = state.waiting[0];
    if (next.alone && state.running.size > 0) {
      endReadsLater(state);
      return;
    }
    if (state.readsEnd) clearTimeout(state.readsEnd);
    state.readsEnd = null;
    state.waiting.shift();
    state.aloneRunning = next.alone;
    next.start();
  }
}

/** One signal that aborts when either does (the caller's, e.g. TanStack Query's, and ours). */
function eitherSignal(ours: AbortSignal, theirs: AbortSignal | undefined): AbortSignal {
  if (!theirs) return ours;
  if ('any' in AbortSignal) return AbortSignal.any([ours, theirs]);
  const both = new AbortController();
  for (const signal of [ours, theirs]) {
    if (signal.aborted) both.abort();
    else signal.addEventListener('abort', () => both.abort(), { once: true });
  }
  return both.signal;
}

/**
 * Runs `send` in its turn: a session write alone, any other call beside other calls but never
 * beside a session write. A session write waits for the writes before it, each of which ends
 * within the client's timeout, and for the reads before it at most `readsWaitTiming`. `send`
 * gets the signal that ends the call early.
 */
export async function inTurn<T>(
  config: AxiosRequestConfig,
  send: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const alone = changesSession(config);
  const state = turns;
  const controller = new AbortController();
  const whenWaited = !isRead(config) ? 'await' : isLanguageFile(config) ? 'leave' : 'end';
  const call: Running = { whenWaited, abort: () => controller.abort() };
  await new Promise<void>((start) => {
    state.waiting.push({
      alone,
      call,
      start: () => {
        state.running.add(call);
        start();
      },
    });
    startNext(state);
  });
  try {
    return await send(eitherSignal(controller.signal, config.signal as AbortSignal | undefined));
  } finally {
    state.running.delete(call);
    if (alone) state.aloneRunning = false;
    startNext(state);
  }
}

/**
 * Ends every call under way and every one waiting for its turn, at once: a sign-out leaves the
 * page, and nothing of the user it ends may wait for an answer or write after it.
 */
export function endCallsUnderWay(): void {
  const state = turns;
  turns = noTurns();
  if (state.readsEnd) clearTimeout(state.readsEnd);
  for (const call of state.running) call.abort();
  // A waiting call starts ended: it fails at once instead of being sent.
  for (const { call, start } of state.waiting.splice(0)) {
    call.abort();
    start();
  }
}

/**
 * Test seam: forgets the calls under way. A test's server may leave a call unanswered for good
 * (the client's timeout is what ends it in the app); the next test must not wait behind it.
 */
export function forgetTurns(): void {
  if (turns.readsEnd) clearTimeout(turns.readsEnd);
  turns = noTurns();
}
