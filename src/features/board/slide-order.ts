/**
 * Which slide comes next: a kaizen approved since the board started goes first (the newest
 * news), else the one after `current` in `ids`, round and round. `skip` holds slides that could
 * not be prepared (their kaizen or photos did not load): passed over until the next refresh.
 */
export function nextSlide(
  ids: readonly number[],
  current: number | undefined,
  {
    fresh = [],
    skip = new Set<number>(),
  }: { fresh?: readonly number[]; skip?: ReadonlySet<number> } = {},
): number | undefined {
  const arrived = fresh.find((id) => id !== current && ids.includes(id) && !skip.has(id));
  if (arrived !== undefined) return arrived;
  const at = current === undefined ? -1 : ids.indexOf(current);
  for (let step = 1; step <= ids.length; step++) {
    const id = ids[(at + step) % ids.length];
    if (!skip.has(id)) return id;
  }
  return undefined;
}

/** The ids in `ids` that `before` did not have; none on the first list (`before` null). */
export function arrivals(before: ReadonlySet<number> | null, ids: readonly number[]): number[] {
  return before === null ? [] : ids.filter((id) => !before.has(id));
}
