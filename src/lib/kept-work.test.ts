import { describe, expect, onTestFinished, test } from 'vitest';
import { anyBody, handParser } from '@/api/parsers';
import {
  collectWork,
  forgetKeptWork,
  hasKeptWork,
  keepWorkFor,
  keptWorkOf,
  registerWork,
} from './kept-work';

const STORAGE_KEY = 'qek_interrupted_work';

/** A screen's work, registered for this test only. */
function screenWith(key: string, snapshot: () => unknown) {
  const unregister = registerWork(key, snapshot);
  onTestFinished(unregister);
  return unregister;
}

const title = handParser((value) => (typeof value === 'string' ? value : undefined), 'a title');

describe('handing the work back', () => {
  test('gives the work to the same user, read through the schema', () => {
    screenWith('kaizen-form', () => 'draft');
    keepWorkFor(7, collectWork());

    expect(keptWorkOf(7, 'kaizen-form', title)).toBe('draft');
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
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(hasKeptWork()).toBe(false);
  });

  test('forgetting with nothing kept keeps nothing', () => {
    forgetKeptWork('kaizen-form');

    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  test.each([
    ['not JSON', '{'],
    ['no user', JSON.stringify({ work: { a: 1 } })],
    ['a user id that is text', JSON.stringify({ userId: '7', work: { a: 1 } })],
    ['work that is a list', JSON.stringify({ userId: 7, work: [1] })],
    ['work that is missing', JSON.stringify({ userId: 7 })],
  ])('stored work with %s is dropped', (_, stored) => {
    sessionStorage.setItem(STORAGE_KEY, stored);

    expect(hasKeptWork()).toBe(false);
    expect(keptWorkOf(7, 'a', anyBody)).toBeUndefined();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});
