let lastId = 0;

/** A fresh id for every built record, so two records never collide by accident. */
export function nextId(): number {
  lastId += 1;
  return lastId;
}

/** An ISO timestamp `minutes` after a fixed start, for records whose order matters. */
export function timestamp(minutes = 0): string {
  return new Date(Date.UTC(2024, 0, 15, 9, 0) + minutes * 60_000).toISOString();
}
