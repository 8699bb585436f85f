/**
 * The Chromium the tests and the bench (and the icon script, through chromium.mjs) start, and
 * the switches every one of them gets, in one place: the ones this machine needs, and the
 * browser UI that a headless window starts all the same.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Debian's Chromium: a test tool's own browser download cannot work on these machines. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium (`chromium-headless-shell`): the same Blink and
 * V8 without the browser's windows and UI, about a fifth less of the machine's CPU for the
 * browser tests. It has no back/forward cache, so a test of that takes `CHROMIUM`. The bench
 * measures what a user runs, the full browser.
 */
export const CHROMIUM_SHELL = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** This machine's: its network is closed, and Chromium's own calls out fail many at a time. */
const MACHINE = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Chromium's desktop omnibox popup, two WebUI pages in renderers of their own, loaded for every
 * window, and a headless context is a window: about 2 CPU s per context on a 2-core machine,
 * beside the page under test. A phone's Chrome draws its omnibox natively, so neither the
 * browser tests nor the bench lose anything a user has.
 */
const BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * What playwright-core (1.65) turns off with its own --disable-features. Chromium honours only
 * the last --disable-features it is given, so a browser that playwright-core launches gets these
 * again beside ours; `featuresDropped` finds one a later playwright-core adds.
 */
const PLAYWRIGHT_DISABLED = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

const disabling = (features) => `--disable-features=${features.join(',')}`;

/** For a Chromium that playwright-core launches. */
export const CHROMIUM_FLAGS = [...MACHINE, disabling([...PLAYWRIGHT_DISABLED, ...BROWSER_UI])];

/** For a Chromium started without playwright-core, as Lighthouse's is. */
export const SPAWNED_CHROMIUM_FLAGS = [...MACHINE, disabling(BROWSER_UI)];

/**
 * The features an earlier --disable-features of the browser's `commandLine` turns off and the
 * last one, the one Chromium reads, leaves on.
 */
export function featuresDropped(commandLine) {
  const lists = commandLine
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
  const read = new Set(lists.at(-1) ?? []);
  return [...new Set(lists.slice(0, -1).flat())].filter((feature) => !read.has(feature));
}

let launches = 0;

/**
 * A switch Chromium ignores, to find the browser's process by afterwards: playwright-core
 * neither says which process it started nor has Chromium tell its command line over CDP.
 */
const launchMarker = () => `--qek-launch=${process.pid}-${(launches += 1)}`;

/**
 * Throws when the browser launched with `marker` runs with one of playwright-core's features
 * on: read from the browser process's command line, in /proc (Linux, as Debian's Chromium).
 */
function assertFeaturesKept(marker) {
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let commandLine;
    try {
      commandLine = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // Gone since the listing.
    }
    if (!commandLine.includes(marker) || commandLine.some((arg) => arg.startsWith('--type=')))
      continue;
    const dropped = featuresDropped(commandLine);
    if (dropped.length > 0)
      throw new Error(
        `Chromium would run with ${dropped.join(', ')} on: add them to PLAYWRIGHT_DISABLED in scripts/bench/chromium-flags.mjs`,
      );
    return;
  }
  throw new Error(`no browser process started with ${marker}`);
}

/**
 * The browser `launch(marker)` starts with `marker` among its switches, once its features are
 * checked (assertFeaturesKept); closed again when they are not kept.
 */
export async function launchKept(launch) {
  const marker = launchMarker();
  const browser = await launch(marker);
  try {
    assertFeaturesKept(marker);
  } catch (error) {
    await browser.close();
    throw error;
  }
  return browser;
}
