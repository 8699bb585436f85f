/** Debian's Chromium with the bench's and the tests' switches (chromium-flags.mjs). */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, launchKept, SPAWNED_CHROMIUM_FLAGS } from './chromium-flags.mjs';
import { freePort } from './server.mjs';

/** A headless Chromium driven by playwright-core. */
export function launchChromium() {
  return launchKept((marker) =>
    chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [...CHROMIUM_FLAGS, marker],
    }),
  );
}

/**
 * A Chromium we start ourselves with a fresh profile and a DevTools port, so Lighthouse and
 * playwright-core (over CDP) can share it.
 */
export async function launchDebuggableChromium() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'qek-bench-profile-'));
  // A process group of its own (detached), so stopping can wait for every helper process.
  const child = spawn(
    CHROMIUM,
    [
      ...SPAWNED_CHROMIUM_FLAGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise((done) => child.once('exit', done));
  /**
   * Ends the whole process group and removes the profile only once none of it runs: the
   * browser's helpers (GPU, network, storage) still write into the profile for a while after
   * the browser process itself has gone, which made the removal fail with ENOTEMPTY.
   */
  const stop = async () => {
    signalGroup(child.pid, 'SIGTERM');
    await exited;
    if (!(await groupGone(child.pid, 10_000))) {
      signalGroup(child.pid, 'SIGKILL');
      if (!(await groupGone(child.pid, 5_000)))
        throw new Error(`Chromium's processes (group ${child.pid}) did not exit`);
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await devToolsOpen(endpoint, child);
  } catch (error) {
    await stop().catch(() => undefined); // The failure to start is the error worth seeing.
    throw error;
  }
  return { port, endpoint, stop };
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function devToolsOpen(endpoint, child) {
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${endpoint}/json/version`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null) throw new Error(`Chromium exited with ${child.exitCode}`);
    if (tries > 100) throw new Error('Chromium did not open its DevTools port');
    await sleep(100);
  }
}

function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

/**
 * The running (not zombie) processes of a group, from /proc. Zombies are left out: they write
 * nothing, and here nobody may reap the orphans among them.
 */
function liveMembers(pgid) {
  const members = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // Gone since the listing.
    }
    // "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses.
    const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(group) === pgid && state !== 'Z') members.push(Number(name));
  }
  return members;
}

async function groupGone(pgid, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (liveMembers(pgid).length > 0) {
    if (Date.now() > until) return false;
    await sleep(50);
  }
  return true;
}

/**
 * Runs `task(chrome)` on a debuggable Chromium and stops it after. When the task failed, its
 * error is the one thrown: a failing clean-up is reported beside it, never in its place.
 */
export async function withDebuggableChromium(task) {
  const chrome = await launchDebuggableChromium();
  let result;
  try {
    result = await task(chrome);
  } catch (error) {
    await chrome.stop().catch((cleanupError) => {
      console.error('[bench] stopping Chromium after the failure below also failed:', cleanupError);
    });
    throw error;
  }
  await chrome.stop();
  return result;
}

/** The page's JS heap in bytes after a garbage collection (CDP), for the heap figures. */
export async function heapAfterGc(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}
