// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { kaizenSchema, toTeamKaizen, type TeamKaizen } from '@/api/schemas/kaizen';
import { buildKaizen } from '@tests/factories';
import { nextAfterDecision, placeIn } from './use-review-queue';

/** Kaizens submitted a day apart, in the queue's order: the first waited longest. */
function queueOf(count: number): TeamKaizen[] {
  return Array.from({ length: count }, (_, index) =>
    toTeamKaizen(
      kaizenSchema.parse(
        buildKaizen({ id: index + 1, submitted_at: `2026-03-0${index + 1}T10:00:00Z` }),
      ),
    ),
  );
}

const ids = (place: ReturnType<typeof placeIn>) => ({
  position: place.position,
  previous: place.previous?.id,
  next: place.next?.id,
});

describe('where a kaizen stands in the queue', () => {
  test('in it: its place, one-based, and its neighbours', () => {
    const queue = queueOf(3);

    expect(ids(placeIn(queue, queue[0]))).toEqual({ position: 1, previous: undefined, next: 2 });
    expect(ids(placeIn(queue, queue[1]))).toEqual({ position: 2, previous: 1, next: 3 });
    expect(ids(placeIn(queue, queue[2]))).toEqual({ position: 3, previous: 2, next: undefined });
  });

  test('no longer in it: no place, between the ones it would sort between', () => {
    const [first, second, third, fourth] = queueOf(4);

    expect(ids(placeIn([first, third, fourth], second))).toEqual({
      position: null,
      previous: 1,
      next: 3,
    });
    expect(ids(placeIn([second, third], first))).toEqual({
      position: null,
      previous: undefined,
      next: 2,
    });
    expect(ids(placeIn([first, second], fourth))).toEqual({
      position: null,
      previous: 2,
      next: undefined,
    });
  });
});

describe('the kaizen after a decision', () => {
  test('the one after it', () => {
    const queue = queueOf(3);
    expect(nextAfterDecision(queue, queue[1])?.id).toBe(3);
  });

  test('after the last, the first still waiting', () => {
    const queue = queueOf(3);
    expect(nextAfterDecision(queue, queue[2])?.id).toBe(1);
  });

  test('one already gone from the queue: the one that came after it', () => {
    const [first, second, third] = queueOf(3);
    expect(nextAfterDecision([first, third], second)?.id).toBe(3);
  });

  test('none once everything is decided', () => {
    const [only] = queueOf(1);
    expect(nextAfterDecision([only], only)).toBeUndefined();
    expect(nextAfterDecision([], only)).toBeUndefined();
  });
});
