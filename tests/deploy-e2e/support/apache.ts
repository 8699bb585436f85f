import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { phpEnv, type Site } from './site';
import {
  fromGuide,
  startProcess,
  stopProcess,
  waitUntilServing,
  type RunningServer,
} from './servers';

/**
 * Debian's apache2 with libapache2-mod-php, set up as docs/deploy.md says: a copy of
 * /etc/apache2 as the package installed it, the guide's a2enmod and a2ensite run against that
 * copy (APACHE_CONFDIR), the guide's vhost file. Only the port, the paths and the run files
 * differ from a real host; the machine's own /etc/apache2 is never touched.
 */
export async function startApache(site: Site): Promise<RunningServer> {
  const conf = join(site.run, 'apache2');
  cpSync('/etc/apache2', conf, { recursive: true, verbatimSymlinks: true });
  const env = {
    PATH: process.env.PATH,
    LANG: 'C',
    APACHE_CONFDIR: conf,
    // a2enmod keeps its own records in /var/lib/apache2 unless told otherwise.
    APACHE_STATE_DIRECTORY: join(site.run, 'apache2-state'),
  };
  const a2 = (command: string, ...args: string[]) =>
    execFileSync(command, ['-q', ...args], { env, stdio: ['ignore', 'ignore', 'inherit'] });

  a2('a2enmod', 'rewrite', 'headers');
  a2('a2dissite', '000-default');
  const vhost = fromGuide('apache-vhost.conf', [
    ['<VirtualHost *:80>', `<VirtualHost 127.0.0.1:${site.port}>`],
    ['/var/www/kaizen', site.app],
  ]);
  writeFileSync(join(conf, 'sites-available', 'kaizen.conf'), vhost);
  a2('a2ensite', 'kaizen');
  writeFileSync(join(conf, 'ports.conf'), `Listen 127.0.0.1:${site.port}\n`);

  // What Debian's envvars sets for the service, pointed at this site's own run and log files.
  const lock = join(site.run, 'apache2-lock');
  mkdirSync(lock);
  const apache = startProcess(site, 'apache2', ['-d', conf, '-f', 'apache2.conf', '-DFOREGROUND'], {
    ...env,
    APACHE_RUN_USER: site.user,
    APACHE_RUN_GROUP: site.user,
    APACHE_PID_FILE: join(site.run, 'apache2.pid'),
    APACHE_RUN_DIR: site.run,
    APACHE_LOCK_DIR: lock,
    APACHE_LOG_DIR: site.logs,
    ...phpEnv(site),
  });
  const stop = () => stopProcess(apache);
  try {
    await waitUntilServing(site, [apache]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
