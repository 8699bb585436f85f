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

interface Turn {
  alone: boolean;
  start: () => void;
}

interface Turns {
  waiting: Turn[];
  running: number;
  aloneRunning: boolean;
}

const noTurns = (): Turns => ({ waiting: [], running: 0, aloneRunning: false });
let turns = noTurns();

/** Starts the waiting calls whose turn it is: first come, first served. */
function startNext(state: Turns): void {
  while (state.waiting.length > 0 && !state.aloneRunning) {
    const next = state.waiting[0];
    if (next.alone && state.running > 0) return;
    state.waiting.shift();
    state.running += 1;
    state.aloneRunning = next.alone;
    next.start();
  }
}

/**
 * Runs `send` in its turn: a session write alone, any other call beside other calls but never
 * beside a session write. A call waits at most for the calls before it, each of which ends
 * within the client's timeout.
 */
export async function inTurn<T>(config: AxiosRequestConfig, send: () => Promise<T>): Promise<T> {
  const alone = changesSession(config);
  const state = turns;
  await new Promise<void>((start) => {
    state.waiting.push({ alone, start });
    startNext(state);
  });
  try {
    return await send();
  } finally {
    state.running -= 1;
    if (alone) state.aloneRunning = false;
    startNext(state);
  }
}

/**
 * Test seam: forgets the calls under way. A test's server may leave a call unanswered for good
 * (the client's timeout is what ends it in the app); the next test must not wait behind it.
 */
export function forgetTurns(): void {
  turns = noTurns();
}
