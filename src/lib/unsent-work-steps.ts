/**
 * What the session does with a user's unsent work, installed from above at start
 * (src/kaizens/unsent/install-unsent-work.ts), so this layer knows no kaizen: the session only
 * says when.
 */
interface UnsentWorkSteps {
  /** At every start of the app, before the session is asked for. */
  atStart: () => void;
  /** Their session ended under their screens: keeps what those hold, collected at once. */
  keepInterrupted: (userId: number) => Promise<boolean>;
  /** They were signed out of a shared device without being there: nothing of theirs stays readable. */
  putAway: (userId: number) => Promise<unknown>;
}

let steps: UnsentWorkSteps = {
  atStart: () => undefined,
  keepInterrupted: () => Promise.resolve(false),
  putAway: () => Promise.resolve(),
};

export function installUnsentWorkSteps(installed: UnsentWorkSteps): void {
  steps = installed;
}

export const unsentWorkSteps = (): UnsentWorkSteps => steps;
