/**
 * npm run bench:cold -- <dist-a> <dist-b> [path]: a page's cold load (/home signed in as the
 * lead, or /login) for two production builds, taken by turns so that the machine's load falls on
 * both alike, as bench:hot does for the hot paths. The path `sign-in` times the phone part's
 * sign_in_to_dashboard instead: from the click on "Inloggen" on a cold /login to the dashboard.
 * The path `/` takes two floor pages instead (`npm run bench:floors -- <dir>` builds the floor and
 * the stack floors), until their heading shows; `again` the lead's second /home in one context
 * (the phone part's `home_again`).
 * COLD_RATE (4) is the CPU throttling, COLD_TURNS (3) the turns, COLD_RUNS (2) the runs of each
 * build per turn, after one unrecorded; COLD_RTT_MS (0) is added to each request's round trip.
 * Prints each build's usable time and longest task (medians, and every run's tasks over 50 ms).
 */
import { byTurns } from './by-turns.mjs';
import { coldOnce, returnVisitOnce, signInOnce } from './phone-cpu.mjs';
import { median } from './page-load.mjs';

const [a, b, path = '/home'] = process.argv.slice(2);
if (!a || !b)
  throw new Error('usage: npm run bench:cold -- <dist-a> <dist-b> [/home|/login|sign-in|/|again]');
const RATE = Number(process.env.COLD_RATE ?? 4);
const TURNS = Number(process.env.COLD_TURNS ?? 3);
const RUNS = Number(process.env.COLD_RUNS ?? 2);
const ROUND_TRIP_MS = Number(process.env.COLD_RTT_MS ?? 0);

/** One run of `path` for `dist`: its usable time, longest task and tasks over 50 ms. */
async function once(browser, server, dist) {
  if (path === 'sign-in') {
    const usableMs = await signInOnce(browser, server, RATE);
    return { usableMs, longestTaskMs: 0, longTasks: [] };
  }
  if (path === 'again') return returnVisitOnce(browser, server, dist, RATE, ROUND_TRIP_MS);
  return coldOnce(browser, server, dist, path, RATE, { roundTripMs: ROUND_TRIP_MS });
}

const results = { [a]: [], [b]: [] };
await byTurns(a, b, TURNS, async (browser, server, dist) => {
  for (let run = 0; run <= RUNS; run++) {
    const result = await once(browser, server, dist);
    if (run > 0) results[dist].push(result);
  }
});
for (const dist of [a, b]) {
  const usable = results[dist].map((result) => Math.round(result.usableMs));
  const longest = results[dist].map((result) => result.longestTaskMs);
  const tasks = results[dist].map((result) => `[${result.longTasks.join(',')}]`).join(' ');
  console.log(`${dist} ${path}.usable.cpu_${RATE}x: ${median(usable)} ms (${usable.join(', ')})`);
  // The sign-in's tasks are not watched: its time runs from a click, not from a navigation.
  if (path === 'sign-in') continue;
  console.log(`${dist} ${path}.longest_task.cpu_${RATE}x: ${median(longest)} ms; tasks ${tasks}`);
}
