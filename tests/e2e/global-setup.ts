import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { BROWSER_DIST, productionBuild } from '../production-build';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /**
     * The e2e project's demo servers, one per worker: the worker vitest numbers n
     * (`VITEST_POOL_ID`, from 1) has the nth, so two files at once never reset each other's data.
     */
    workerBaseUrls?: string[];
  }
}

/** A port nothing listens on now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** The server's address, from the line it prints once it listens. */
function waitForStart(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('demo server did not start in 60 s')), 60_000);
    let printed = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const url = /Demo server on (http:\/\/[^/\s]+)\//.exec(printed)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    child.once('exit', (code) => reject(new Error(`demo server exited with ${code}`)));
  });
}

/**
 * Serves the build in `dist` with a demo backend of its own, on `port` or else one the system
 * picks (no other run can take it between choosing and listening); the address and the stop.
 */
export async function startDemo(dist: string, port = 0) {
  const child = spawn(
    process.execPath,
    ['scripts/demo-server.mjs', '--dist', dist, '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const baseUrl = await waitForStart(child);
    return { baseUrl, stop: () => void child.kill('SIGTERM') };
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
}

/** Serves the build in `dist` with the demo backend as the project's `baseUrl`; returns the stop. */
export async function serveDemo(project: TestProject, dist: string) {
  const { baseUrl, stop } = await startDemo(dist);
  project.provide('baseUrl', baseUrl);
  return stop;
}

/**
 * Builds the production bundle (no mock code) and serves it with the demo backend over real
 * HTTP on loopback, the way it will meet Laravel: cookies, XSRF, real network requests that
 * the drills can intercept. One server per worker, each with its own data and sessions: the
 * project runs as many files at once (vite.config.ts), and every test starts by resetting its
 * server.
 */
export default async function setup(project: TestProject) {
  // buildApp sets NODE_ENV=production for the build: under vitest it is 'test', which would
  // ship development React and test something users never get.
  await productionBuild();
  // E2E_PORT: ports of one's own on a machine shared by several runs, from it upwards.
  const first = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : undefined;
  const workers = Math.max(1, project.config.maxWorkers);
  const servers = await Promise.allSettled(
    Array.from({ length: workers }, (_, index) =>
      startDemo(BROWSER_DIST, first === undefined ? 0 : first + index),
    ),
  );
  const started = servers.flatMap((server) =>
    server.status === 'fulfilled' ? [server.value] : [],
  );
  const stopAll = () => started.forEach(({ stop }) => stop());
  const failed = servers.find((server) => server.status === 'rejected');
  if (failed) {
    stopAll();
    throw failed.reason;
  }
  // No project-wide `baseUrl`: a file reaching it from the second worker would reset the first's.
  project.provide(
    'workerBaseUrls',
    started.map(({ baseUrl }) => baseUrl),
  );
  return stopAll;
}
