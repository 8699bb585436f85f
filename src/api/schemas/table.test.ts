// @vitest-environment node
import { expect, test } from 'vitest';
import { tableQuery, toTableBody } from './table';

test('start is the page number times the page size', () => {
  expect(toTableBody({ page: 3, size: 25, sortField: 'title', sortFieldDir: 'desc' })).toEqual({
    start: 75,
    size: 25,
    sortField: 'title',
    sortFieldDir: 'desc',
    filters: {},
  });
});

test('the first page starts at 0', () => {
  expect(toTableBody({ page: 0, size: 10 }).start).toBe(0);
});

test('a negative or fractional page is read as a whole page from 0', () => {
  expect(toTableBody({ page: -2, size: 10 }).start).toBe(0);
  expect(toTableBody({ page: 1.7, size: 10 }).start).toBe(10);
});

test('filters are passed on as given', () => {
  expect(toTableBody({ page: 0, size: 10, filters: { search: 'screw' } }).filters).toEqual({
    search: 'screw',
  });
});

test("a table view's request carries its page, the page size, its order and its filters", () => {
  const view = {
    page: 2,
    sort: { field: 'title', dir: 'desc' as const },
    filters: { search: 'screw' },
  };

  expect(tableQuery(view, 25)).toEqual({
    page: 2,
    size: 25,
    sortField: 'title',
    sortFieldDir: 'desc',
    filters: { search: 'screw' },
  });
});
