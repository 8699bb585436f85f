/**
 * What the session does with a user's unsent work, installed from above as the app starts
 * (src/kaizens/unsent/install-unsent-work.ts): this layer knows no kaizen, the session says when.
 */
let steps = {
  /** At every start of the app, before the session is asked for. */
  atStart: (): unknown => undefined,
  /** Their session ended under their screens: keeps what those hold, collected at once. */
  keepInterrupted: (_userId: number): Promise<boolean> => Promise.resolve(false),
  /** Signed out of a shared device without being there: nothing of theirs stays readable. */
  putAway: (_userId: number): Promise<unknown> => Promise.resolve(),
};

export function installUnsentWorkSteps(installed: typeof steps): void {
  steps = installed;
}

export const unsentWorkSteps = () => steps;
