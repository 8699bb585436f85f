import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../e2e/global-setup';

export const APP_DIR = resolve('tests/laravel');

/** The answer of a request to the running app, or null while it does not listen yet. */
async function tryFetch(url: string, init?: RequestInit): Promise<Response | null> {
  try {
    return await fetch(url, init);
  } catch {
    return null;
  }
}

async function waitForLaravel(baseUrl: string, child: ChildProcess): Promise<void> {
  const exit: { code?: number | null } = {};
  child.once('exit', (code) => {
    exit.code = code;
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if ('code' in exit) throw new Error(`php -S exited with ${String(exit.code)}`);
    const answer = await tryFetch(`${baseUrl}/verified`, {
      headers: { Accept: 'application/json' },
    });
    if (answer?.ok) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('Laravel did not answer /verified within 30 s');
}

export interface LaravelServer {
  baseUrl: string;
  /** Its storage_path() (QEK_LARAVEL_STORAGE): sessions, the database, the maintenance file. */
  storage: string;
  stop(): void;
}

/**
 * The reference Laravel app (tests/laravel) under PHP's built-in server and Laravel 8's
 * server.php, on a fresh SQLite database of its own. `env` switches what the app is
 * (config/qek.php), e.g. `{QEK_STACK: 'breeze'}`. With `ownAppUrl`, APP_URL is the address it
 * listens on, as in a deployment: uploads' URLs and Sanctum's stateful domains name it.
 */
export async function startLaravel(
  env: Record<string, string> = {},
  { ownAppUrl = false } = {},
): Promise<LaravelServer> {
  const storage = mkdtempSync(join(tmpdir(), 'qek-laravel-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', 'public', 'server.php'], {
    cwd: APP_DIR,
    // Its own process group: with workers, php -S forks, and the teardown ends them all.
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      APP_ENV: 'testing',
      APP_DEBUG: 'false',
      APP_KEY: `base64:${randomBytes(32).toString('base64')}`,
      QEK_LARAVEL_STORAGE: storage,
      // The page's scripts, styles and API calls come in parallel, as they would to php-fpm.
      PHP_CLI_SERVER_WORKERS: '4',
      ...(ownAppUrl ? { APP_URL: baseUrl } : {}),
      ...env,
    },
  });
  // The built-in server logs every request to stderr; keep only PHP's own errors.
  child.stderr?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (/PHP (Fatal|Warning|Parse|Notice)/.test(line)) console.error(`[php] ${line}`);
    }
  });
  const stop = () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    rmSync(storage, { recursive: true, force: true });
  };
  try {
    await waitForLaravel(baseUrl, child);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, storage, stop };
}

/** Runs `php artisan <args>` against a started app's storage, e.g. `down --retry=2`, `up`. */
export async function artisan(server: LaravelServer, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('php', ['artisan', ...args], {
    cwd: APP_DIR,
    env: { ...process.env, QEK_LARAVEL_STORAGE: server.storage },
  });
  return stdout;
}
