const SEALED_SINCE = 'qek_outbox_sealed_since';

/**
 * When this device first ran a version that seals its outbox (ms since the epoch), written at
 * the first call: every start calls it. An entry without a seal queued before it was written by
 * a version that sealed nothing, and is its author's work to confirm, not a planted one to drop
 * (outbox-mac.ts); one planted with an old date is held too, never sent unasked.
 */
export function sealedSince(): number {
  try {
    const kept = Number(localStorage.getItem(SEALED_SINCE));
    if (kept > 0) return kept;
    const now = Date.now();
    localStorage.setItem(SEALED_SINCE, String(now));
    return now;
  } catch {
    return 0; // Storage refused: nothing counts as written before the seal.
  }
}
