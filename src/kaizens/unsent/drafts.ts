import { useAdminStorage, type StoredValue } from '@/stores/admin-storage-store';
import { isRecord } from '@/utils/is-record';

/**
 * The drafts of admin_storage.kaizenForm as a user's unsent work: whose each is and which kaizen
 * it edits, no more (the form reads their values, features/kaizen/form/kaizen-form-draft.ts).
 * Drafts are kept as they were stored, so sealing and opening them changes nothing in them.
 */

const draftsIn = (stored: StoredValue | undefined): unknown[] =>
  Array.isArray(stored?.drafts) ? stored.drafts : [];

const isDraftOf = (userId: number) => (draft: unknown) =>
  isRecord(draft) && draft.userId === userId;

export function draftsOf(userId: number): unknown[] {
  return draftsIn(useAdminStorage.getState().kaizenForm).filter(isDraftOf(userId));
}

export function removeDraftsOf(userId: number): void {
  const { kaizenForm, setKaizenForm } = useAdminStorage.getState();
  const others = draftsIn(kaizenForm).filter((draft) => !isDraftOf(userId)(draft));
  if (others.length !== draftsIn(kaizenForm).length) setKaizenForm({ drafts: others });
}

/** Puts `userId`'s `drafts` back beside the others; one typed since of the same kaizen wins. */
export function putBackDrafts(userId: number, drafts: unknown[]): void {
  const theirs = drafts.filter(isDraftOf(userId));
  if (theirs.length === 0) return;
  const { kaizenForm, setKaizenForm } = useAdminStorage.getState();
  const sameKaizen = (a: unknown, b: unknown) =>
    isRecord(a) && isRecord(b) && a.userId === b.userId && a.kaizenId === b.kaizenId;
  const current = draftsIn(kaizenForm);
  const back = theirs.filter((draft) => !current.some((other) => sameKaizen(draft, other)));
  setKaizenForm({ drafts: [...current, ...back] });
}
