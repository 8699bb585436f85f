// @vitest-environment node
import { describe, expect, test } from 'vitest';
import {
  headingsOf,
  issueNumbersIn,
  recordProblems,
  referencesIn,
} from '../../scripts/check-docs.mjs';

const record = [
  '# Decisions',
  '',
  '## Sessions',
  '',
  '### One person per device',
  '',
  'In force. Replaces "A tab per person". The device keeps one record (see "Session',
  'expiry").',
  '',
  '### Session expiry',
  '',
  'In force. A 401 goes to the sign-in page.',
  '',
  '### A tab per person',
  '',
  'Replaced by "One person per device". Each tab had its own user.',
  '',
].join('\n');

describe('pointers into the record', () => {
  test('a title is read after the path, also when a comment breaks it over lines', () => {
    const code = [
      '/**',
      ' * Who is signed in (docs/decisions.md, "One person',
      ' * per device").',
      ' */',
      '// Expired (docs/decisions.md, "Session expiry", "A tab per person").',
      '// Without a title (docs/decisions.md) nothing is checked.',
    ].join('\n');
    expect(referencesIn(code)).toEqual([
      { title: 'One person per device', line: 2 },
      { title: 'Session expiry', line: 5 },
      { title: 'A tab per person', line: 5 },
    ]);
  });

  test('the record offers its entries and subjects as titles', () => {
    expect([...headingsOf(record)]).toEqual([
      'Sessions',
      'One person per device',
      'Session expiry',
      'A tab per person',
    ]);
  });
});

describe('the record itself', () => {
  test('a record whose entries state their status and replacements at both ends passes', () => {
    expect(recordProblems(record)).toEqual([]);
  });

  test('an entry without a status is named', () => {
    const noStatus = record.replace('In force. A 401', 'A 401');
    expect(recordProblems(noStatus)).toEqual([
      '"Session expiry" does not open with "In force." or \'Replaced by "…".\'',
    ]);
  });

  test('a replacement only one end knows of is named', () => {
    const oneEnd = record.replace('Replaces "A tab per person". ', '');
    expect(recordProblems(oneEnd)).toEqual([
      '"A tab per person" is replaced by "One person per device", which does not say so',
    ]);
  });

  test('a "see" that names no entry is named with its line', () => {
    const stale = record.replace('(see "Session\nexpiry")', '(see "Idle is idle")');
    expect(recordProblems(stale)).toEqual(['line 7 names no entry: "Idle is idle"']);
  });

  test('quoted code is not read as a pointer', () => {
    expect(recordProblems(`${record}\nWrite \`see "Title"\` to point.\n`)).toEqual([]);
  });
});

describe('tracker numbers', () => {
  // Built from parts, so this file cites no number itself and needs no exemption from the check.
  const [issue, session, hash] = ['issue', 'session', '#'];

  test('issue and session numbers are found in any common spelling', () => {
    const text = `a (${issue} 12) b\nIssues 3 and c ${issue} ${hash}4, ${session} 27; d (${hash}38)`;
    expect(issueNumbersIn(text).map(({ said, line }) => `${line}:${said}`)).toEqual([
      `1:${issue} 12`,
      '2:Issues 3',
      `2:${issue} ${hash}4`,
      `2:${session} 27`,
      `2:(${hash}38)`,
    ]);
  });

  test('what only looks like one is left alone', () => {
    const text = `the ${session} expired 2 times; a kaizen ${hash}12; t${issue} 5; ${issue}s 12px wide? no: x12`;
    expect(issueNumbersIn(text).map(({ said }) => said)).toEqual([]);
  });
});
