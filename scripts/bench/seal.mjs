/**
 * What one guess at a shared device's seal costs (src/lib/vault-keys.ts, docs/decisions.md, "Sealed
 * work on a shared device"): the vault's key derivation, argon2id from hash-wasm (WebAssembly, the
 * app's own copy) at OWASP's smallest setting (19 MiB, 2 passes, 1 lane), beside the PBKDF2-SHA-256
 * at 600,000 rounds through WebCrypto that records sealed before it still open with, timed in
 * Chromium on the page's main thread and in a dedicated Worker, unthrottled and at 4x CPU
 * throttling (DevTools' "mid-tier mobile").
 *
 * Part of `npm run bench` (BENCH_PARTS=seal), or alone: `npm run bench:seal`. SEAL_RUNS (5)
 * runs per figure, the median printed with its range. The page is served from loopback, a
 * secure context (WebCrypto needs one), without a Content-Security-Policy.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './chromium.mjs';
import { median } from './page-load.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ITERATIONS = 600_000;
/** OWASP's Password Storage Cheat Sheet, argon2id: the smallest of its equivalent settings. */
const ARGON2 = { memorySize: 19 * 1024, iterations: 2, parallelism: 1 };
const THROTTLE = 4;
const log = (message) => process.stderr.write(`[bench] ${message}\n`);

/** hash-wasm's argon2 alone, as a classic script for the page and the Worker (self.hashwasm). */
const argon2Script = () =>
  readFileSync(join(ROOT, 'node_modules', 'hash-wasm', 'dist', 'argon2.umd.min.js'), 'utf8');

/** The derivations, as the page and the Worker both run them; each resolves with its ms. */
const DERIVE = `
const derivations = {
  async pbkdf2() {
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const start = performance.now();
    const material = await crypto.subtle.importKey(
      'raw', new TextEncoder().encode('correct horse'), 'PBKDF2', false, ['deriveBits']);
    await crypto.subtle.deriveBits(
      { name: 'PBKDF2', salt, iterations: ${ITERATIONS}, hash: 'SHA-256' }, material, 256);
    return performance.now() - start;
  },
  async argon2id() {
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const start = performance.now();
    await self.hashwasm.argon2id({
      password: 'correct horse', salt, hashLength: 32, outputType: 'binary',
      memorySize: ${ARGON2.memorySize}, iterations: ${ARGON2.iterations},
      parallelism: ${ARGON2.parallelism},
    });
    return performance.now() - start;
  },
};
`;

const WORKER = `importScripts('/argon2.js');
${DERIVE}
onmessage = async (event) => postMessage(await derivations[event.data]());
`;

const PAGE = `<!doctype html><meta charset="utf-8"><title>seal bench</title>
<script src="/argon2.js"></script>
<script>
${DERIVE}
window.inPage = (name) => derivations[name]();
window.inWorker = (name) => new Promise((resolve) => {
  const worker = new Worker('/worker.js');
  worker.onmessage = (event) => { worker.terminate(); resolve(event.data); };
  worker.postMessage(name);
});
</script>`;

function serve(argon2) {
  const files = {
    '/': ['text/html', PAGE],
    '/argon2.js': ['text/javascript', argon2],
    '/worker.js': ['text/javascript', WORKER],
  };
  const server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://x').pathname];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': file[0] }).end(file[1]);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ url: `http://127.0.0.1:${address.port}/`, stop: () => server.close() });
    });
  });
}

/**
 * Chromium's CPU throttling (DevTools' "4x slowdown") slows the page's main thread only: WebCrypto
 * runs its PBKDF2 on a thread of its own, and a dedicated Worker is not throttled, so those
 * figures barely move at 4x; a phone's cores are slower for them too (see docs/bench.md).
 */
async function throttle(context, page, rate) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** `SEAL_RUNS` timings of `name` in the page or a Worker, as `[name, median, unit]` lines. */
export async function measureSeal(browser, runs = Number(process.env.SEAL_RUNS ?? 5)) {
  const server = await serve(argon2Script());
  const lines = [];
  try {
    for (const rate of [1, THROTTLE]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(server.url);
      if (!(await page.evaluate(() => window.isSecureContext))) throw new Error('not secure');
      const cdp = await throttle(context, page, rate);
      for (const where of ['main', 'worker']) {
        for (const name of ['pbkdf2', 'argon2id']) {
          const times = [];
          for (let run = 1; run <= runs; run++) {
            log(`seal ${name} ${where} ${rate}x ${run}/${runs}`);
            times.push(
              await page.evaluate(
                ({ where, name }) =>
                  where === 'main' ? window.inPage(name) : window.inWorker(name),
                { where, name },
              ),
            );
          }
          const rounded = times.map((time) => Math.round(time));
          const figure = name === 'pbkdf2' ? `pbkdf2_600k` : 'argon2id_19m_t2';
          lines.push([
            `seal.${figure}.${where}.cpu_${rate}x`,
            median(rounded),
            `ms (${Math.min(...rounded)}-${Math.max(...rounded)}, n=${runs})`,
          ]);
        }
      }
      await cdp.detach();
      await context.close();
    }
  } finally {
    server.stop();
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const browser = await launchChromium();
  try {
    for (const [name, value, unit] of await measureSeal(browser))
      console.log(`${name}: ${value} ${unit}`);
  } finally {
    await browser.close();
  }
}
