/**
 * npm run bench:hot -- <dist-a> <dist-b>: the two hot paths of the phone part (the triage's next
 * kaizen, "Nieuwe kaizen" to a usable field) for two production builds, taken by turns so that
 * the machine's load falls on both alike. HOT_RATE (4) is the CPU throttling, HOT_TURNS (3) the
 * turns, HOT_RUNS (2) the runs of each build per turn. Prints each build's medians and ranges.
 */
import { byTurns } from './by-turns.mjs';
import { median } from './page-load.mjs';
import { measureHotPaths } from './phone-cpu.mjs';

const [a, b] = process.argv.slice(2);
if (!a || !b) throw new Error('usage: npm run bench:hot -- <dist-a> <dist-b>');
const RATE = Number(process.env.HOT_RATE ?? 4);
const TURNS = Number(process.env.HOT_TURNS ?? 3);
const RUNS = Number(process.env.HOT_RUNS ?? 2);

const results = { [a]: { triage: [], field: [] }, [b]: { triage: [], field: [] } };
await byTurns(a, b, TURNS, async (browser, server, dist) => {
  const { triage, field } = await measureHotPaths(browser, server, RATE, RUNS);
  results[dist].triage.push(...triage);
  results[dist].field.push(...field);
});
const stat = (values) =>
  `${Math.round(median(values))} ms (${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}, n=${values.length})`;
for (const dist of [a, b]) {
  console.log(`${dist} triage_next.cpu_${RATE}x: ${stat(results[dist].triage)}`);
  console.log(`${dist} new_kaizen_field.cpu_${RATE}x: ${stat(results[dist].field)}`);
}
