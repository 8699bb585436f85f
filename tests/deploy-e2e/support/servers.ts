import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Site } from './site';

/** A web server (and its PHP) started for one site; `stop` ends it and everything it forked. */
export interface RunningServer {
  stop: () => Promise<void>;
}

/**
 * One of the guide's config files (scripts/deploy), with the host's values put in. Every value
 * to replace must be there: a guide file that changed shape fails here, not with a server that
 * quietly serves something else.
 */
export function fromGuide(file: string, replacements: [string, string][]): string {
  let text = readFileSync(resolve('scripts/deploy', file), 'utf8');
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`scripts/deploy/${file} no longer has ${from}`);
    text = text.replaceAll(from, to);
  }
  return text;
}

/**
 * Starts a server in the foreground, in its own process group so `stop` reaches its workers.
 * What it says before its own logs are open (a config error) goes to a log file beside them.
 */
export function startProcess(
  site: Site,
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
): ChildProcess {
  const stderr = openSync(join(site.logs, `${command}.stderr`), 'a');
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'ignore', stderr], env });
  closeSync(stderr);
  return child;
}

/** Ends the server's process group and waits until its master is gone (it outlives its workers). */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  process.kill(-child.pid, 'SIGTERM');
  return exited;
}

/** Every log the servers wrote, for the message when they do not come up. */
function logs(site: Site): string {
  return readdirSync(site.logs)
    .map((file) => `--- ${file}\n${readFileSync(join(site.logs, file), 'utf8').slice(-2000)}`)
    .join('\n');
}

/** Waits until Laravel answers through the web server, or fails with the servers' logs. */
export async function waitUntilServing(site: Site, children: ChildProcess[]): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const exited = children.find((child) => child.exitCode !== null || child.signalCode !== null);
    if (exited) throw new Error(`${exited.spawnfile} ended (${exited.exitCode})\n${logs(site)}`);
    const answer = await fetch(`${site.baseUrl}/verified`, {
      headers: { Accept: 'application/json' },
    }).catch(() => null);
    if (answer?.ok) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${site.baseUrl} did not answer /verified within 30 s\n${logs(site)}`);
}
