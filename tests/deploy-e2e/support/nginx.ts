import { cpSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { phpEnv, runsAsRoot, type Site } from './site';
import {
  fromGuide,
  startProcess,
  stopProcess,
  waitUntilServing,
  type RunningServer,
} from './servers';

const GUIDE_SOCKET = 'unix:/run/php/php8.2-fpm.sock';

/** The php-fpm binary of the installed PHP (php-fpm8.2 on Debian 12): its name has the version. */
function phpFpm(): string {
  const binary = readdirSync('/usr/sbin').find((file) => /^php-fpm\d+\.\d+$/.test(file));
  if (!binary) throw new Error('no /usr/sbin/php-fpm*: apt-get install php-fpm (.ci/run does)');
  return binary;
}

/**
 * Debian's php-fpm with one pool as the package's www.conf has it (the web server's user, a
 * socket), here on its own socket and with the reference app's storage in its environment.
 */
function fpmConfig(site: Site, socket: string): string {
  const user = runsAsRoot() ? [`user = ${site.user}`, `group = ${site.user}`] : [];
  const env = Object.entries(phpEnv(site)).map(([name, value]) => `env[${name}] = ${value}`);
  return [
    '[global]',
    `pid = ${join(site.run, 'php-fpm.pid')}`,
    `error_log = ${join(site.logs, 'php-fpm.log')}`,
    'daemonize = no',
    '[kaizen]',
    ...user,
    `listen = ${socket}`,
    `listen.owner = ${site.user}`,
    `listen.group = ${site.user}`,
    'pm = static',
    'pm.max_children = 4',
    'catch_workers_output = yes',
    ...env,
    '',
  ].join('\n');
}

/**
 * Debian's /etc/nginx/nginx.conf, with this site's pid, logs and temporary files: the http
 * settings that matter (mime.types, sendfile) and the sites-enabled include are the package's.
 */
function nginxConfig(site: Site): string {
  const temp = (name: string) => `${name}_temp_path ${join(site.run, `nginx-${name}`)};`;
  return [
    ...(runsAsRoot() ? [`user ${site.user};`] : []),
    'worker_processes 2;',
    `pid ${join(site.run, 'nginx.pid')};`,
    `error_log ${join(site.logs, 'nginx-error.log')};`,
    'events { worker_connections 768; }',
    'http {',
    '  sendfile on;',
    '  tcp_nopush on;',
    '  types_hash_max_size 2048;',
    '  include mime.types;',
    '  default_type application/octet-stream;',
    `  access_log ${join(site.logs, 'nginx-access.log')};`,
    ...['client_body', 'fastcgi', 'proxy', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    '  include sites-enabled/*;',
    '}',
    '',
  ].join('\n');
}

/**
 * Debian's nginx and php-fpm, set up as docs/deploy.md says: a copy of /etc/nginx as the package
 * installed it, the guide's server block in sites-available, linked from sites-enabled in place
 * of the default site. Only the port, the paths and the run files differ from a real host.
 */
export async function startNginx(site: Site): Promise<RunningServer> {
  const socket = join(site.run, 'php-fpm.sock');
  const fpmConf = join(site.run, 'php-fpm.conf');
  writeFileSync(fpmConf, fpmConfig(site, socket));

  const conf = join(site.run, 'nginx');
  cpSync('/etc/nginx', conf, { recursive: true, verbatimSymlinks: true });
  writeFileSync(join(conf, 'nginx.conf'), nginxConfig(site));
  const server = fromGuide('nginx-site.conf', [
    ['listen 80;', `listen 127.0.0.1:${site.port};`],
    ['/var/www/kaizen', site.app],
    [GUIDE_SOCKET, `unix:${socket}`],
  ]);
  writeFileSync(join(conf, 'sites-available', 'kaizen'), server);
  symlinkSync('../sites-available/kaizen', join(conf, 'sites-enabled', 'kaizen'));
  rmSync(join(conf, 'sites-enabled', 'default'));

  const env = { PATH: process.env.PATH, LANG: 'C' };
  const fpm = startProcess(site, phpFpm(), ['--nodaemonize', '--fpm-config', fpmConf], env);
  // -e: nginx opens its error log before it reads the config, else at the package's path.
  const nginxArgs = ['-p', conf, '-c', 'nginx.conf', '-e', join(site.logs, 'nginx-error.log')];
  const nginx = startProcess(site, 'nginx', [...nginxArgs, '-g', 'daemon off;'], env);
  const stop = async () => {
    await Promise.all([stopProcess(nginx), stopProcess(fpm)]);
  };
  try {
    await waitUntilServing(site, [fpm, nginx]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
