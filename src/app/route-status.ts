/**
 * A route's own answer with a status (a guard's 403), shown as the error page for that status
 * (spec §6, §8) the way a server's answer would be.
 */
export class RouteStatusError extends Error {
  constructor(
    readonly status: number,
    /** Words to show under the status; none for a guard's answer. */
    readonly details?: string,
  ) {
    super(`the route answered ${status}`);
    this.name = 'RouteStatusError';
  }
}
