import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';

const REFERENCE_APP = resolve('tests/laravel');
const DEPLOY_SCRIPT = resolve('scripts/deploy/deploy.sh');

/**
 * A copy of the reference Laravel app in a directory of its own, as a host would have it before
 * the client's first deploy: the web server's config, pid and logs go beside it.
 */
export interface Site {
  /** The temporary directory that holds everything below. */
  root: string;
  /** The Laravel app (its public/ is the document root). */
  app: string;
  /** The app's storage (bootstrap/app.php takes it from QEK_LARAVEL_STORAGE). */
  storage: string;
  /** Config, pid and socket files of the servers. */
  run: string;
  logs: string;
  port: number;
  baseUrl: string;
  /** Who the server's workers and PHP run as: Debian's www-data when the suite runs as root. */
  user: string;
}

export const runsAsRoot = () => process.getuid?.() === 0;

/**
 * The app's .env as docs/deploy.md asks for it: APP_URL is the address the browser uses, or
 * every uploaded photo's URL points elsewhere. The rest is the reference app's test set-up
 * (APP_ENV=testing opens its /__test routes; the language files are the repository's).
 */
function writeEnv(site: Site, lang: string): void {
  const env = {
    APP_ENV: 'testing',
    APP_DEBUG: 'false',
    APP_KEY: `base64:${randomBytes(32).toString('base64')}`,
    APP_URL: site.baseUrl,
    QEK_LANG_PATH: lang,
  };
  const lines = Object.entries(env).map(([name, value]) => `${name}=${value}`);
  writeFileSync(join(site.app, '.env'), `${lines.join('\n')}\n`);
}

export function newSite(port: number): Site {
  const root = mkdtempSync(join(tmpdir(), 'qek-deploy-'));
  // mkdtemp makes it 0700: the server's workers (www-data) must reach the app inside.
  chmodSync(root, 0o755);
  const site: Site = {
    root,
    app: join(root, 'app'),
    storage: join(root, 'storage'),
    run: join(root, 'run'),
    logs: join(root, 'logs'),
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    user: runsAsRoot() ? 'www-data' : userInfo().username,
  };
  // Not the laravel project's public/build: that is a link into this repository's build.
  const build = join(REFERENCE_APP, 'public', 'build');
  cpSync(REFERENCE_APP, site.app, { recursive: true, filter: (path) => path !== build });
  const lang = join(root, 'lang');
  cpSync(resolve('src/mocks/lang'), lang, { recursive: true });
  for (const dir of [site.storage, site.run, site.logs]) mkdirSync(dir);
  writeEnv(site, lang);
  return site;
}

/** The environment PHP needs on this host besides .env: where the reference app's storage is. */
export const phpEnv = (site: Site) => ({ QEK_LARAVEL_STORAGE: site.storage });

/**
 * Runs docs/deploy.md's deploy script for `dist`. It boots the app for `storage:link`, which
 * creates the storage tree as the deploying user (root here); like any Laravel host, storage
 * then belongs to the user PHP runs as.
 */
export function deploy(site: Site, dist: string): void {
  execFileSync('bash', [DEPLOY_SCRIPT, dist, site.app], {
    env: { PATH: process.env.PATH, ...phpEnv(site) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (runsAsRoot()) execFileSync('chown', ['-R', `${site.user}:`, site.storage]);
}
