/** Debian's Chromium with the flags this machine needs (the same as tests/e2e/support/browser.ts). */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { freePort } from './server.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** A headless Chromium driven by playwright-core. */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
}

/**
 * A Chromium we start ourselves with a fresh profile and a DevTools port, so Lighthouse and
 * playwright-core (over CDP) can share it.
 */
export async function launchDebuggableChromium() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'qek-bench-profile-'));
  const child = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_FLAGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${endpoint}/json/version`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (tries > 100) throw new Error('Chromium did not open its DevTools port');
    await new Promise((done) => setTimeout(done, 100));
  }
  const stop = async () => {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true });
  };
  return { port, endpoint, stop };
}
