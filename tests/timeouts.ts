/**
 * Every time limit of the test suite, in one place. They are ceilings for a condition to come
 * true, never waits: a passing test ends as soon as its condition holds. They are generous
 * because CI runs on a 2-core machine that may be busy (a load of 15 was seen, and whole runs of
 * 25 minutes), where a route-level test's first lazy import alone can take many seconds (a
 * kaizen's page opened from a list took over 40 s there; a sign-in through the dev server's proxy
 * to Laravel, over 90 s). Tests do not set their own.
 */
export const TIMEOUTS = {
  /** findBy / waitFor in the jsdom tests. */
  condition: 60_000,
  /** One jsdom test. */
  unitTest: 150_000,
  /** One browser action or wait (a click, waitFor, waitForURL, waitForEvent). */
  browserStep: 150_000,
  /** One browser test. */
  browserTest: 400_000,
  /** Set-up of a browser suite: the production build and the server's start. */
  browserSetup: 300_000,
} as const;
