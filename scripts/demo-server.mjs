/**
 * The built app plus the demo backend in one plain Node server, so a production bundle can be
 * tried (and end-to-end tested) without Laravel. The API is answered by the very msw handlers
 * the tests and the browser demo use; the db lives in memory for the life of the process.
 *
 *   node scripts/demo-server.mjs [--port 4173] [--host 127.0.0.1] [--dist dist]
 *                                [--session-minutes 120]
 *   node scripts/demo-server.mjs --port 0                 # a free port, named in the first line
 *   DEMO_KAIZENS=10000 node scripts/demo-server.mjs      # seed 10,000 kaizens
 *   DEMO_SESSION_MINUTES=1 node scripts/demo-server.mjs  # sessions end after a minute idle
 *   curl -X POST http://127.0.0.1:4173/__demo/reset      # back to the seed (?kaizens=N)
 *   curl -X POST http://127.0.0.1:4173/__demo/sessions/end  # every session ends, as on expiry
 *   curl -X POST http://127.0.0.1:4173/__demo/sw-version    # sw.js changes: a "new version" to offer
 *
 * Like Laravel's `web` middleware, every API request runs in its browser's session (a cookie)
 * and a write needs the session's XSRF token, else 419 (src/mocks/http/sessions.ts).
 *
 * Plain ESM JavaScript because Node 20 cannot run TypeScript; Vite loads the TS handlers.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { createServer as createVite } from 'vite';
import apiPaths from '../src/config/api-paths.json' with { type: 'json' };
import csp from '../src/config/content-security-policy.json' with { type: 'json' };

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    dist: { type: 'string', default: 'dist' },
    'session-minutes': { type: 'string', default: process.env.DEMO_SESSION_MINUTES ?? '120' },
  },
});
const sessionMinutes = Number(args['session-minutes']);
if (!(sessionMinutes > 0)) {
  console.error(`--session-minutes must be a positive number, not "${args['session-minutes']}"`);
  process.exit(2);
}
/** The port asked for, then the one listened on: 0 asks the system for a free one. */
let port = Number(args.port);
const dist = resolve(args.dist);

const API_PREFIXES = apiPaths.prefixes;
const ASSET_PREFIX = '/build/';
const ROOT_SCOPED_WORKERS = new Set(['mockServiceWorker.js', 'sw.js']);
const relativeToDist = (file) =>
  file
    .slice(dist.length + 1)
    .split(sep)
    .join('/');
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;

async function loadDemoBackend() {
  const vite = await createVite({
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const { handlers } = await vite.ssrLoadModule('/src/mocks/handlers.ts');
    // Same module graph, so this is the store the handlers read.
    const { resetDemoDb } = await vite.ssrLoadModule('/src/mocks/db/store.ts');
    const { DemoSessions } = await vite.ssrLoadModule('/src/mocks/http/sessions.ts');
    const sessions = new DemoSessions({ lifetimeMinutes: sessionMinutes });
    return { handlers, resetDemoDb, sessions };
  } finally {
    // The handlers are plain objects once loaded; no watcher or transform is needed after.
    await vite.close();
  }
}

const isApiPath = (path) =>
  API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

function readBody(req) {
  return new Promise((done, fail) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => done(Buffer.concat(chunks)));
    req.on('error', fail);
  });
}

async function toFetchRequest(req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const body = ['GET', 'HEAD'].includes(req.method) ? undefined : await readBody(req);
  return new Request(new URL(req.url, `http://${req.headers.host ?? `${args.host}:${port}`}`), {
    method: req.method,
    headers,
    body: body && body.length > 0 ? body : undefined,
  });
}

// A built file's gzip, by file and ETag: compressed once, as a production server's static
// gzip or CDN does. Compressing React DOM afresh on every request took the CPU the browser
// needed for the same page on this 2-core machine, and the bench counted it as the app's.
const gzippedFiles = new Map();

/**
 * Writes a body, gzipped when the client takes it and it is worth it. `cacheKey` names a body
 * that never changes under it (a built file), whose gzip is kept.
 */
function send(req, res, status, headers, body, cacheKey) {
  const type = String(headers['Content-Type'] ?? '');
  const gzip =
    body.length > 1024 &&
    COMPRESSIBLE.test(type) &&
    /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  let payload = body;
  if (gzip && cacheKey) {
    if (!gzippedFiles.has(cacheKey)) gzippedFiles.set(cacheKey, gzipSync(body));
    payload = gzippedFiles.get(cacheKey);
  } else if (gzip) {
    payload = gzipSync(body);
  }
  res.writeHead(status, {
    ...headers,
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    Vary: 'Accept-Encoding',
    'Content-Length': payload.length,
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

function sendJson(req, res, status, data) {
  send(req, res, status, { 'Content-Type': 'application/json' }, Buffer.from(JSON.stringify(data)));
}

async function answerApi({ handlers, sessions }, req, res) {
  const response = await sessions.handle(await toFetchRequest(req), (request) =>
    getResponse(handlers, request),
  );
  if (!response) return false;
  const headers = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') headers[name] = value;
  });
  headers['Content-Type'] = response.headers.get('content-type') ?? 'application/octet-stream';
  delete headers['content-type'];
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  send(req, res, response.status, headers, Buffer.from(await response.arrayBuffer()));
  return true;
}

/** A file under dist, or null; never a path outside it. */
function distFile(relative) {
  let decoded;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  const file = resolve(dist, `.${sep}${decoded}`);
  if (!file.startsWith(dist + sep) || !existsSync(file)) return null;
  const stat = statSync(file);
  return stat.isFile() ? { file, stat } : null;
}

/** Demo only: how often POST /__demo/sw-version asked for a "new version" of the app's worker. */
let workerVersion = 0;

function serveFile(req, res, { file, stat }, cacheControl, extraHeaders = {}) {
  const bumped = workerVersion > 0 && relativeToDist(file) === 'sw.js';
  const etag = `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}${bumped ? `-${workerVersion}` : ''}"`;
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, { ETag: etag, 'Cache-Control': cacheControl });
    res.end();
    return;
  }
  const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers = {
    'Content-Type': type,
    'Cache-Control': cacheControl,
    ETag: etag,
    ...extraHeaders,
  };
  // The workers (a demo build's msw worker, a production build's sw.js) live under /build/ but
  // register for the whole site.
  if (ROOT_SCOPED_WORKERS.has(relativeToDist(file))) headers['Service-Worker-Allowed'] = '/';
  const chunks = [];
  createReadStream(file)
    .on('data', (chunk) => chunks.push(chunk))
    .on('end', () => {
      // Other bytes make the browser install the worker as a new version (the update prompt).
      if (bumped) chunks.push(Buffer.from(`\n// demo version ${workerVersion}\n`));
      send(req, res, 200, headers, Buffer.concat(chunks), `${file}\n${etag}`);
    })
    .on('error', () => sendJson(req, res, 500, { message: 'Could not read the file.' }));
}

// The policy production sends with index.html (docs/deploy.md, section 5), so the browser
// suite, the bench and the screenshots run the build under it. Not for a demo build: its msw
// worker registers by a plain string, which the policy's Trusted Types refuse.
const PAGE_HEADERS = existsSync(resolve(dist, 'mockServiceWorker.js'))
  ? {}
  : { 'Content-Security-Policy': csp.directives.join('; ') };

function serveApp(req, res) {
  const index = distFile('index.html');
  if (index) return serveFile(req, res, index, 'no-cache', PAGE_HEADERS);
  const text = `No build in ${dist}. Run "npm run build" first (the API works without it).\n`;
  send(req, res, 503, { 'Content-Type': 'text/plain; charset=utf-8' }, Buffer.from(text));
}

/**
 * Demo only: POST /__demo/reset[?kaizens=N] reseeds the db and ends every session, e.g. between
 * end-to-end tests.
 */
function reset(backend, req, res, url) {
  const kaizens = url.searchParams.get('kaizens');
  const count = Number(kaizens);
  if (kaizens !== null && !(Number.isInteger(count) && count >= 0 && count <= 50_000)) {
    return sendJson(req, res, 422, { message: 'kaizens must be a whole number up to 50000.' });
  }
  backend.resetDemoDb(kaizens === null ? undefined : { kaizenCount: count });
  backend.sessions.endAll();
  res.writeHead(204);
  res.end();
}

async function handle(backend, req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname;
  const readsPage = req.method === 'GET' || req.method === 'HEAD';
  if (path === '/__demo/reset' && req.method === 'POST') return reset(backend, req, res, url);
  if (path === '/__demo/sessions/end' && req.method === 'POST') {
    backend.sessions.endAll();
    res.writeHead(204);
    return res.end();
  }
  if (path === '/__demo/sw-version' && req.method === 'POST') {
    workerVersion += 1;
    res.writeHead(204);
    return res.end();
  }
  if (isApiPath(path)) {
    if (await answerApi(backend, req, res)) return;
    // GET /login is also the sign-in screen: a browser asking for a page gets the app.
    if (readsPage && String(req.headers.accept ?? '').includes('text/html'))
      return serveApp(req, res);
    return sendJson(req, res, 404, { message: 'Not found.' });
  }
  if (!readsPage) return sendJson(req, res, 405, { message: 'Method not allowed.' });
  if (path.startsWith(ASSET_PREFIX)) {
    const asset = distFile(path.slice(ASSET_PREFIX.length));
    if (!asset)
      return send(req, res, 404, { 'Content-Type': 'text/plain' }, Buffer.from('Not found\n'));
    // Files under assets/ carry a content hash in their name, so they never change.
    const hashed = path.startsWith(`${ASSET_PREFIX}assets/`);
    return serveFile(req, res, asset, hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  }
  return serveApp(req, res);
}

const backend = await loadDemoBackend();
const server = createServer((req, res) => {
  handle(backend, req, res).catch((error) => {
    console.error('[demo-server]', req.method, req.url, error);
    if (!res.headersSent) sendJson(req, res, 500, { message: 'Server error in the demo server.' });
    else res.end();
  });
});
server.listen(port, args.host, () => {
  const address = server.address();
  if (address && typeof address === 'object') port = address.port;
  // The test suites and the bench wait for this line; with --port 0 they read the port in it.
  console.log(`Demo server on http://${args.host}:${port}/ (app from ${dist})`);
  console.log(`Sessions end after ${sessionMinutes} minutes without a request.`);
  console.log(
    'Sign in as admin@kaizen.demo, lead@kaizen.demo or employee@kaizen.demo, password kaizen.',
  );
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
