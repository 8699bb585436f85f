/** Starts scripts/demo-server.mjs on a free loopback port for a build directory. */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const DEMO_SERVER = fileURLToPath(new URL('../demo-server.mjs', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => done(port));
    });
  });
}

/** @param {string} dist absolute or project-relative build directory */
export async function startDemoServer(dist) {
  const port = await freePort();
  const child = spawn(process.execPath, [DEMO_SERVER, '--dist', dist, '--port', String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error('demo server did not start in 60 s')), 60_000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Demo server on')) {
        clearTimeout(timer);
        done(undefined);
      }
    });
    child.once('exit', (code) => fail(new Error(`demo server exited with ${code}`)));
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    /** Back to the seed (`kaizens` of them if given), every session ended: all signed out. */
    async reset({ kaizens } = {}) {
      const query = kaizens ? `?kaizens=${kaizens}` : '';
      const response = await fetch(`${baseUrl}/__demo/reset${query}`, { method: 'POST' });
      if (!response.ok) throw new Error(`demo reset failed: ${response.status}`);
    },
    async stop() {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
