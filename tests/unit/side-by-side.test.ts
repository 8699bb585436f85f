// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import { failureRecap, runLanes } from '../../scripts/side-by-side.mjs';

/** A part that appends its name to `file`, after `ms` of its own, and ends with `code`. */
const part = (file: string, name: string, { ms = 0, code = 0, after = '' } = {}) => ({
  name,
  command: [
    process.execPath,
    '-e',
    `setTimeout(() => { require('fs').appendFileSync(${JSON.stringify(file)}, '${name} '); process.exit(${code}); }, ${ms})`,
  ],
  ...(after && { after }),
});

describe('npm test runs its parts side by side', () => {
  test('a part that waits for another in a different lane starts only after it passed', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const file = join(mkdtempSync(join(tmpdir(), 'lanes-')), 'order');
    const failed = await runLanes([
      [part(file, 'check'), part(file, 'engines', { after: 'build' })],
      [part(file, 'build', { ms: 300 }), part(file, 'browser')],
    ]);
    expect(failed).toEqual([]);
    const order = readFileSync(file, 'utf8').trim().split(' ');
    expect(order.indexOf('engines')).toBeGreaterThan(order.indexOf('build'));
    expect(order).toHaveLength(4);
  });

  test('when the part waited for fails, the waiting part fails without running', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const file = join(mkdtempSync(join(tmpdir(), 'lanes-')), 'order');
    const failed = await runLanes([
      [part(file, 'engines', { after: 'build' })],
      [part(file, 'build', { code: 1 })],
    ]);
    expect(failed).toEqual(['engines', 'build']);
    expect(readFileSync(file, 'utf8').trim()).toBe('build');
  });

  test("each part's end says its wall and CPU time, and the shell's own line is not printed", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const busy = {
      name: 'busy',
      // 0.3 s of its own CPU time, however busy the machine is.
      command: [
        process.execPath,
        '-e',
        'while (process.cpuUsage().user + process.cpuUsage().system < 300_000);',
      ],
    };
    expect(await runLanes([busy])).toEqual([]);
    const lines = log.mock.calls.map(([line]) => String(line));
    const end = lines.find((line) => line.startsWith('[busy] passed'));
    expect(end).toMatch(/^\[busy\] passed in \d+ s, CPU \d+\.\d s$/);
    // The busy loop's 0.3 s, counted in the shell (a subshell would say 0).
    expect(Number(/CPU ([\d.]+)/.exec(end ?? '')?.[1])).toBeGreaterThanOrEqual(0.2);
    expect(lines.some((line) => /QEK_CPU|\dm[\d.]+s/.test(line))).toBe(false);
  });

  test("a failed part's account of its failure is printed again once all parts have ended", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const output = [
      ...Array.from({ length: 100 }, (_, index) => `line ${index}`),
      // As vitest colours it.
      '\x1b[31m⎯⎯⎯⎯\x1b[39m\x1b[1m\x1b[41m Failed Tests 1 \x1b[49m\x1b[22m\x1b[31m⎯⎯⎯⎯\x1b[39m',
      'FAIL journeys > the lead approves',
      'Test Files  1 failed (1)',
    ];
    const failing = {
      name: 'engines',
      command: [
        process.execPath,
        '-e',
        `console.log(${JSON.stringify(output.join('\n'))}); process.exit(1)`,
      ],
    };
    const late = {
      name: 'browser',
      command: [process.execPath, '-e', 'setTimeout(() => {}, 300)'],
    };
    expect(await runLanes([[failing], [late]])).toEqual(['engines']);
    const lines = log.mock.calls.map(([line]) => String(line));
    const recapAt = lines.findIndex((line) => line.includes('said of its failure, again'));
    expect(recapAt).toBeGreaterThan(lines.findIndex((line) => line.startsWith('[browser] passed')));
    expect(lines.slice(recapAt + 1)).toEqual([
      '[engines] \x1b[31m⎯⎯⎯⎯\x1b[39m\x1b[1m\x1b[41m Failed Tests 1 \x1b[49m\x1b[22m\x1b[31m⎯⎯⎯⎯\x1b[39m',
      '[engines] FAIL journeys > the lead approves',
      '[engines] Test Files  1 failed (1)',
    ]);
  });

  test('without an account of its failures, the recap is the tail of what the part said', () => {
    const lines = Array.from({ length: 100 }, (_, index) => `line ${index}`);
    expect(failureRecap(lines)).toEqual(lines.slice(40));
    expect(failureRecap([])).toEqual([]);
  });
});
