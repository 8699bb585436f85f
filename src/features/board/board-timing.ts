/**
 * The board's product timers, as seams: tests and the bench set them or run them on a page
 * clock instead of waiting through them.
 */
export const boardTiming = {
  /** How long one kaizen stays on the screen: time to read a title and its effect from 3 m. */
  slideMs: 15_000,
  /** How often the team's list is asked again: a new approval is on the wall within a minute. */
  refreshMs: 60_000,
};
