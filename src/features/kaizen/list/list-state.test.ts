// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { readListState, typedDate, writeListState } from './list-state';

describe('stored list state', () => {
  test('what was written reads back the same', () => {
    const state = {
      filters: { search: 'lade', team_id: 2, date_from: '2024-01-01' },
      sort: { field: 'created_at', dir: 'asc' as const },
      page: 3,
    };

    expect(readListState(writeListState(state))).toEqual(state);
  });

  test('nothing stored reads as no filters, the server order and page 0', () => {
    expect(readListState(undefined)).toEqual({
      filters: {},
      sort: { field: 'decided_at', dir: 'desc' },
      page: 0,
    });
  });

  test('a damaged record keeps its good parts and drops the rest', () => {
    const state = readListState({
      filters: { search: 'lade', team_id: 'drop tables', date_to: '31-12-2024', author_id: 4 },
      sortField: 'password',
      sortFieldDir: 'up',
      page: -1,
    });

    expect(state).toEqual({
      filters: { search: 'lade', author_id: 4 },
      sort: { field: 'decided_at', dir: 'desc' },
      page: 0,
    });
  });

  test('blank filters are not kept', () => {
    const written = writeListState({
      filters: { search: '  ', team_id: undefined, date_from: '2024-01-01' },
      sort: { field: 'title', dir: 'asc' },
      page: 0,
    });

    expect(written.filters).toEqual({ date_from: '2024-01-01' });
  });
});

describe('a date typed into a filter', () => {
  test.each([
    ['2024-02-01', false, { date: '2024-02-01' }],
    ['', false, { date: undefined }],
  ] as const)('%j (partly typed: %s) is applied as %j', (value, partial, applied) => {
    expect(typedDate(value, partial)).toEqual(applied);
  });

  test.each([
    // Chromium's value after the first digits of the year: a date, but not the one meant.
    ['0002-02-01', false],
    ['0020-02-01', false],
    ['0202-02-01', false],
    // Day and month typed, the year not yet: the field reads empty but is not.
    ['', true],
    ['2024-02-30x', false],
  ] as const)('%j (partly typed: %s) waits until the date is whole', (value, partial) => {
    expect(typedDate(value, partial)).toBeNull();
  });
});
