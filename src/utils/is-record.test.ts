// @vitest-environment node
import { expect, test } from 'vitest';
import { isRecord } from './is-record';

test('a plain object is a record', () => {
  expect(isRecord({})).toBe(true);
  expect(isRecord({ id: 1 })).toBe(true);
});

test.each([
  ['null', null],
  ['a list', [1]],
  ['text', 'id'],
  ['a number', 1],
  ['undefined', undefined],
])('%s is not', (_, value) => {
  expect(isRecord(value)).toBe(false);
});
