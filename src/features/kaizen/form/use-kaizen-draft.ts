import { useCallback, useEffect, useRef, useState } from 'react';
import { mayStoreWorkOf } from '@/lib/shared-device';
import { useAdminStorage } from '@/stores/admin-storage-store';
import {
  findDraft,
  withDraft,
  withoutDraft,
  type DraftKey,
  type KaizenDraft,
} from './kaizen-form-draft';
import { sameValues, type KaizenFormValues } from './kaizen-form-values';

const DRAFT_DELAY_MS = 400;

/**
 * Keeps what is typed in admin_storage (debounced, and at once when the page goes away), so a
 * reload, crash or expired session loses nothing. `restored` is the draft found on mount.
 *
 * @example
 * const draft = useKaizenDraft({ userId: 4, kaizenId: null }, emptyValues(1));
 * draft.schedule(values); // on every change
 * draft.clear(); // after a successful save
 */
export function useKaizenDraft(
  { userId, kaizenId, resubmitOf }: DraftKey,
  pristine: KaizenFormValues,
) {
  const [restored, setRestored] = useState<KaizenDraft | null>(() =>
    findDraft(useAdminStorage.getState().kaizenForm, { userId, kaizenId, resubmitOf }),
  );
  const pending = useRef<KaizenFormValues | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const write = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    // Not after they were signed out of a shared device: their work was sealed or discarded.
    if (!next || !mayStoreWorkOf(userId)) return;
    const key = { userId, kaizenId, resubmitOf };
    const { kaizenForm, setKaizenForm } = useAdminStorage.getState();
    // Typing back what was there is no draft worth restoring.
    setKaizenForm(
      sameValues(next, pristine) ? withoutDraft(kaizenForm, key) : withDraft(kaizenForm, key, next),
    );
  }, [userId, kaizenId, resubmitOf, pristine]);

  useEffect(() => {
    window.addEventListener('pagehide', write);
    return () => {
      window.removeEventListener('pagehide', write);
      write();
    };
  }, [write]);

  const schedule = useCallback(
    (values: KaizenFormValues) => {
      pending.current = values;
      clearTimeout(timer.current);
      timer.current = setTimeout(write, DRAFT_DELAY_MS);
    },
    [write],
  );

  const clear = useCallback(() => {
    pending.current = null;
    clearTimeout(timer.current);
    const { kaizenForm, setKaizenForm } = useAdminStorage.getState();
    setKaizenForm(withoutDraft(kaizenForm, { userId, kaizenId, resubmitOf }));
    setRestored(null);
  }, [userId, kaizenId, resubmitOf]);

  const dismissNote = useCallback(() => setRestored(null), []);

  return { restored, schedule, clear, dismissNote };
}
