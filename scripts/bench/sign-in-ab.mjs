/**
 * npm run bench:sign-in:ab -- <dist-a> <dist-b>: the phone part's sign-in ("Inloggen" to the
 * dashboard drawn) for two production builds, taken by turns so that the machine's load falls on
 * both alike. AB_RATE (4) is the CPU throttling, AB_TURNS (3) the turns, AB_RUNS (2) the runs of
 * each build per turn (after one unrecorded), AB_RTT_MS (none) what is added to each round trip
 * from the click on; AB_WORKER=1 clicks once the service worker controls the page. Prints each
 * build's median and range.
 */
import { byTurns } from './by-turns.mjs';
import { median } from './page-load.mjs';
import { signInOnce } from './phone-cpu.mjs';

const [a, b] = process.argv.slice(2);
if (!a || !b) throw new Error('usage: npm run bench:sign-in:ab -- <dist-a> <dist-b>');
const RATE = Number(process.env.AB_RATE ?? 4);
const TURNS = Number(process.env.AB_TURNS ?? 3);
const RUNS = Number(process.env.AB_RUNS ?? 2);
const RTT_MS = process.env.AB_RTT_MS ? Number(process.env.AB_RTT_MS) : undefined;
const WORKER_FIRST = process.env.AB_WORKER === '1';
const figure =
  `sign_in_to_dashboard.cpu_${RATE}x${RTT_MS ? `_rtt_${RTT_MS}ms` : ''}` +
  (WORKER_FIRST ? '_worker_in_control' : '');
const options = { roundTripMs: RTT_MS, workerFirst: WORKER_FIRST };

const results = { [a]: [], [b]: [] };
await byTurns(a, b, TURNS, async (browser, server, dist) => {
  await signInOnce(browser, server, RATE, options);
  for (let run = 0; run < RUNS; run++) {
    results[dist].push(await signInOnce(browser, server, RATE, options));
  }
});
for (const dist of [a, b]) {
  const values = results[dist];
  console.log(
    `${dist} ${figure}: ${Math.round(median(values))} ms ` +
      `(${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}, n=${values.length})`,
  );
}
