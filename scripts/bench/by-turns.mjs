import { loadavg } from 'node:os';
import { launchChromium } from './chromium.mjs';
import { startDemoServer } from './server.mjs';

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * Two production builds measured by turns (a, b, then b, a, ...), each turn against a demo
 * server of its own, so that the machine's load falls on both alike: `measure(browser, server,
 * dist)` once per build and turn. Prints the machine's load before and after.
 */
export async function byTurns(a, b, turns, measure) {
  const browser = await launchChromium();
  try {
    console.log(`machine.load.start: ${load()}`);
    for (let turn = 0; turn < turns; turn++) {
      for (const dist of turn % 2 === 0 ? [a, b] : [b, a]) {
        const server = await startDemoServer(dist);
        try {
          await measure(browser, server, dist);
        } finally {
          await server.stop();
        }
      }
    }
    console.log(`machine.load.end: ${load()}`);
  } finally {
    await browser.close();
  }
}
