// @vitest-environment node
import { expect, test } from 'vitest';
import { sameData } from './same-data';

const user = { id: 3, name: 'Lea', roles: [{ id: 1, name: 'lead' }], active_team: null };

test('answers holding the same data are the same, read apart', () => {
  expect(sameData(user, structuredClone(user))).toBe(true);
  expect(sameData([1, 'a', null], [1, 'a', null])).toBe(true);
  expect(sameData(0, 0)).toBe(true);
});

test.each([
  ['a field changed', { ...user, name: 'Lea B.' }],
  ['a field deep down changed', { ...user, roles: [{ id: 1, name: 'admin' }] }],
  ['a field more', { ...user, locale: 'nl' }],
  ['a field less', { id: 3, name: 'Lea', roles: user.roles }],
  ['a list longer', { ...user, roles: [...user.roles, { id: 2, name: 'admin' }] }],
  ['a field set where it was empty', { ...user, active_team: { id: 1 } }],
])('%s is not', (_, other) => {
  expect(sameData(user, other)).toBe(false);
  expect(sameData(other, user)).toBe(false);
});

test('a list is not an object with the same fields', () => {
  expect(sameData(['a'], { 0: 'a' })).toBe(false);
  expect(sameData({ 0: 'a' }, ['a'])).toBe(false);
});
