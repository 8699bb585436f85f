// @vitest-environment node
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  announce,
  markDecided,
  pendingKey,
  pendingOf,
  setSending,
  useDecisionStore,
} from './decision-store';

afterEach(() => {
  useDecisionStore.setState(useDecisionStore.getInitialState(), true);
  vi.useRealTimers();
});

describe('the decisions of this session', () => {
  test('a decision on its way is kept by kaizen until it is done', () => {
    setSending(4, 'approve');
    setSending(5, 'decline');
    expect(useDecisionStore.getState().sending).toEqual({ 4: 'approve', 5: 'decline' });

    setSending(4, null);
    expect(useDecisionStore.getState().sending).toEqual({ 5: 'decline' });
  });

  test('a decided kaizen keeps when it was decided', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), toFake: ['Date'] });
    markDecided(4);
    vi.setSystemTime(new Date('2026-03-01T10:01:00Z'));
    markDecided(5);

    expect(useDecisionStore.getState().decided).toEqual({
      4: Date.parse('2026-03-01T10:00:00Z'),
      5: Date.parse('2026-03-01T10:01:00Z'),
    });
  });

  test('the same words said twice are new to the live region each time', () => {
    announce('Goedgekeurd');
    const first = useDecisionStore.getState().announcement;
    announce('Goedgekeurd');
    const second = useDecisionStore.getState().announcement;

    expect(first).toEqual({ text: 'Goedgekeurd', count: 1 });
    expect(second).toEqual({ text: 'Goedgekeurd', count: 2 });
  });
});

describe('which decision waits on a kaizen', () => {
  test('found by its key among the waiting ones', () => {
    const keys = [pendingKey(3, 'approve'), pendingKey(12, 'approve-share'), 'other:4'];

    expect(keys[0]).toBe('approve:3');
    expect(pendingOf(keys, 12)).toBe('approve-share');
    expect(pendingOf(keys, 3)).toBe('approve');
  });

  test('none for another kaizen, or a key that is not a decision', () => {
    expect(pendingOf(['approve:3'], 4)).toBeNull();
    expect(pendingOf(['other:4', 'upload:4'], 4)).toBeNull();
    expect(pendingOf([], 4)).toBeNull();
  });
});
