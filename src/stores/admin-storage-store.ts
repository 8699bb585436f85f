import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { handParser } from '@/api/parsers';
import { isRecord } from '@/utils/is-record';
import { ADMIN_STORAGE_KEY, handOverFilterClearing } from './admin-storage-record';
import { readStored, storedItem } from './stored';

export { ADMIN_STORAGE_KEY };

export type StoredValue = Record<string, unknown>;

/** Exactly the four persisted fields of spec §3; all start undefined. */
export interface AdminStorage {
  kaizenForm?: StoredValue;
  approvedFilters?: StoredValue;
  declinedFilters?: StoredValue;
  lastUrl?: string;
}

interface AdminStorageActions {
  setKaizenForm: (form: StoredValue | undefined) => void;
  setApprovedFilters: (filters: StoredValue | undefined) => void;
  setDeclinedFilters: (filters: StoredValue | undefined) => void;
  /** Spec §2: leaving the kaizen detail or list pages clears both filter sets. */
  clearKaizenFilters: () => void;
  setLastUrl: (url: string | undefined) => void;
}

// An address inside the app ('/kaizen/12'), never another site ('//evil.example', 'https:').
const isAppPath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/(?![/\\])/.test(value);

/**
 * The four fields of spec §3, each kept only when it has its shape; anything foreign is
 * dropped. The fields' contents are read with their own schemas where they are used (the
 * drafts in kaizen-form-draft.ts, the filters in list-state.ts). Hand-written: the store is
 * read on the first page, before zod is loaded.
 */
const adminStorageSchema = handParser<AdminStorage>(
  (value) =>
    isRecord(value)
      ? {
          kaizenForm: isRecord(value.kaizenForm) ? value.kaizenForm : undefined,
          approvedFilters: isRecord(value.approvedFilters) ? value.approvedFilters : undefined,
          declinedFilters: isRecord(value.declinedFilters) ? value.declinedFilters : undefined,
          lastUrl: isAppPath(value.lastUrl) ? value.lastUrl : undefined,
        }
      : undefined,
  'the admin_storage record',
);

const readAdminStorage = (value: unknown): AdminStorage =>
  readStored(adminStorageSchema, value) ?? {};

// JSON that does not parse is removed by the reader; blocked storage reads as empty.
const jsonText = handParser((value) => {
  if (typeof value !== 'string') return undefined;
  JSON.parse(value);
  return value;
}, 'JSON text');

const tolerantLocalStorage: StateStorage = {
  getItem: (name) => storedItem('local', name, jsonText).read() ?? null,
  // Storage full or blocked: the state stays in memory for this visit.
  setItem: (name, value) => void storedItem('local', name, jsonText).write(value),
  removeItem: (name) => storedItem('local', name, jsonText).remove(),
};

export const useAdminStorage = create<AdminStorage & AdminStorageActions>()(
  persist(
    (set) => ({
      kaizenForm: undefined,
      approvedFilters: undefined,
      declinedFilters: undefined,
      lastUrl: undefined,
      setKaizenForm: (kaizenForm) => set({ kaizenForm }),
      setApprovedFilters: (approvedFilters) => set({ approvedFilters }),
      setDeclinedFilters: (declinedFilters) => set({ declinedFilters }),
      clearKaizenFilters: () => set({ approvedFilters: undefined, declinedFilters: undefined }),
      setLastUrl: (lastUrl) => set({ lastUrl }),
    }),
    {
      name: ADMIN_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => tolerantLocalStorage),
      partialize: ({ kaizenForm, approvedFilters, declinedFilters, lastUrl }) => ({
        kaizenForm,
        approvedFilters,
        declinedFilters,
        lastUrl,
      }),
      merge: (persisted, current) => ({ ...current, ...readAdminStorage(persisted) }),
      migrate: (persisted) => readAdminStorage(persisted),
    },
  ),
);

handOverFilterClearing(() => {
  const { approvedFilters, declinedFilters, clearKaizenFilters } = useAdminStorage.getState();
  if (approvedFilters !== undefined || declinedFilters !== undefined) clearKaizenFilters();
});
