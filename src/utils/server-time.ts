/**
 * A time the server sent, in ms since the epoch; null for none or one that cannot be read.
 * Laravel's `2026-03-04T05:06:07.000000Z` is read by the engine's own ISO parser, which in a
 * pass over a team's whole list is faster than any reader written here.
 */
export function serverTime(text: string | null | undefined): number | null {
  if (!text) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}
