import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { BROWSER_DIST, productionBuild } from '../production-build';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
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

function waitForStart(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('demo server did not start in 60 s')), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Demo server on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`demo server exited with ${code}`)));
  });
}

/** Serves the build in `dist` with the demo backend (on a free port unless given); returns the stop. */
export async function serveDemo(project: TestProject, dist: string, chosenPort?: number) {
  const port = chosenPort ?? (await freePort());
  const child = spawn(
    process.execPath,
    ['scripts/demo-server.mjs', '--dist', dist, '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await waitForStart(child);
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  return () => {
    child.kill('SIGTERM');
  };
}

/**
 * Builds the production bundle (no mock code) and serves it with the demo backend over real
 * HTTP on loopback, the way it will meet Laravel: cookies, XSRF, real network requests that
 * the drills can intercept.
 */
export default async function setup(project: TestProject) {
  // buildApp sets NODE_ENV=production for the build: under vitest it is 'test', which would
  // ship development React and test something users never get.
  await productionBuild();
  // E2E_PORT: a port of one's own on a machine shared by several runs.
  return serveDemo(
    project,
    BROWSER_DIST,
    process.env.E2E_PORT ? Number(process.env.E2E_PORT) : undefined,
  );
}
