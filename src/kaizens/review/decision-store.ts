import { create } from 'zustand';

const DECISION_NAMES = ['approve', 'decline', 'share', 'unshare', 'approve-share'] as const;

export type DecisionName = (typeof DECISION_NAMES)[number];

interface DecisionState {
  /** Kaizens whose decision is on its way to the server, by id. */
  sending: Record<number, DecisionName>;
  /**
   * When kaizens were decided from this client, by id: out of the queue until the team's list
   * is read again after it (then the list itself says so).
   */
  decided: Record<number, number>;
  /** The last thing said to screen readers about the triage (a polite live region). */
  announcement: { text: string; count: number };
}

/**
 * The decisions of this session that outlive the screen they were taken on: the triage moves
 * on to the next kaizen while the previous decision is still under way.
 */
export const useDecisionStore = create<DecisionState>(() => ({
  sending: {},
  decided: {},
  announcement: { text: '', count: 0 },
}));

export function setSending(id: number, name: DecisionName | null): void {
  useDecisionStore.setState(({ sending }) => {
    const next = { ...sending };
    if (name) next[id] = name;
    else delete next[id];
    return { sending: next };
  });
}

export function markDecided(id: number): void {
  useDecisionStore.setState(({ decided }) => ({ decided: { ...decided, [id]: Date.now() } }));
}

/** Says `text` in the live region (also the same text twice: the count makes it new). */
export function announce(text: string): void {
  useDecisionStore.setState(({ announcement }) => ({
    announcement: { text, count: announcement.count + 1 },
  }));
}

/** A refused decline its kaizen's screen shows in place (the dialog), by kaizen id. */
export const failureHandlers = new Map<number, (error: unknown) => void>();

/** The undo key of a decision waiting on a kaizen (`scheduleUndoable`). */
export const pendingKey = (id: number, name: DecisionName) => `${name}:${id}`;

/** The decision on this kaizen among the waiting ones (their pendingKey), if any. */
export function pendingOf(keys: readonly string[], id: number): DecisionName | null {
  for (const key of keys) {
    const [name, kaizenId] = key.split(':');
    const known = DECISION_NAMES.find((each) => each === name);
    if (known && Number(kaizenId) === id) return known;
  }
  return null;
}
