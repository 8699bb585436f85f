import { KEPT_WORK_KEY, keptTitle, screenWith } from './kept-work-test-utils';
import { describe, expect, test } from 'vitest';
import { anyBody, handParser } from '@/api/parsers';
import { collectWork, forgetKeptWork, hasKeptWork, keepWorkFor, keptWorkOf } from './kept-work';

describe('handing the work back', () => {
  test('gives the work to the same user, read through the schema', () => {
    screenWith('kaizen-form', () => 'draft');
    expect(keepWorkFor(7, collectWork())).toBe(true);

    expect(hasKeptWork()).toBe(true);
    expect(keptWorkOf(7, 'kaizen-form', keptTitle)).toBe('draft');
    expect(
      keptWorkOf(
        7,
        'kaizen-form',
        handParser(() => undefined, 'nothing'),
      ),
    ).toBeUndefined();
  });

  test("never gives one user's work to another, nor a key that was not kept", () => {
    screenWith('kaizen-form', () => 'draft');
    keepWorkFor(7, collectWork());

    expect(keptWorkOf(8, 'kaizen-form', anyBody)).toBeUndefined();
    expect(keptWorkOf(7, 'team-filter', anyBody)).toBeUndefined();
  });

  test('forgets one key and keeps the rest, then nothing once the last is gone', () => {
    screenWith('kaizen-form', () => 'draft');
    screenWith('team-filter', () => 'open');
    keepWorkFor(7, collectWork());

    forgetKeptWork('kaizen-form');
    expect(keptWorkOf(7, 'kaizen-form', anyBody)).toBeUndefined();
    expect(keptWorkOf(7, 'team-filter', anyBody)).toBe('open');

    forgetKeptWork('unknown');
    expect(keptWorkOf(7, 'team-filter', anyBody)).toBe('open');

    forgetKeptWork('team-filter');
    expect(sessionStorage.getItem(KEPT_WORK_KEY)).toBeNull();
    expect(hasKeptWork()).toBe(false);
  });

  test('screens with nothing worth keeping keep nothing, and say so', () => {
    screenWith('kaizen-form', () => undefined);

    expect(Object.keys(collectWork())).toEqual([]);
    expect(keepWorkFor(7, collectWork())).toBe(false);
    expect(sessionStorage.getItem(KEPT_WORK_KEY)).toBeNull();
    expect(hasKeptWork()).toBe(false);
  });

  test('forgetting with nothing kept keeps nothing', () => {
    forgetKeptWork('kaizen-form');

    expect(sessionStorage.getItem(KEPT_WORK_KEY)).toBeNull();
  });

  test.each([
    ['not JSON', '{'],
    ['no user', JSON.stringify({ work: { a: 1 } })],
    ['a user id that is text', JSON.stringify({ userId: '7', work: { a: 1 } })],
    ['work that is a list', JSON.stringify({ userId: 7, work: [1] })],
    ['work that is missing', JSON.stringify({ userId: 7 })],
  ])('stored work with %s is dropped', (_, stored) => {
    sessionStorage.setItem(KEPT_WORK_KEY, stored);

    expect(hasKeptWork()).toBe(false);
    expect(keptWorkOf(7, 'a', anyBody)).toBeUndefined();
    expect(sessionStorage.getItem(KEPT_WORK_KEY)).toBeNull();
  });
});
