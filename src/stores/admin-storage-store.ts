import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';

/** The local-storage key of spec §3/§9. */
export const ADMIN_STORAGE_KEY = 'admin_storage';

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

const isRecord = (value: unknown): value is StoredValue =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keeps only well-formed fields of whatever was stored; anything foreign is dropped. */
function sanitizeAdminStorage(value: unknown): AdminStorage {
  if (!isRecord(value)) return {};
  return {
    kaizenForm: isRecord(value.kaizenForm) ? value.kaizenForm : undefined,
    approvedFilters: isRecord(value.approvedFilters) ? value.approvedFilters : undefined,
    declinedFilters: isRecord(value.declinedFilters) ? value.declinedFilters : undefined,
    lastUrl: typeof value.lastUrl === 'string' ? value.lastUrl : undefined,
  };
}

// A corrupt value (not JSON, blocked storage) reads as empty instead of breaking start-up.
const tolerantLocalStorage: StateStorage = {
  getItem: (name) => {
    try {
      const raw = localStorage.getItem(name);
      if (raw === null) return null;
      JSON.parse(raw);
      return raw;
    } catch {
      return null;
    }
  },
  setItem: (name, value) => {
    try {
      localStorage.setItem(name, value);
    } catch {
      // Storage full or blocked: the state stays in memory for this visit.
    }
  },
  removeItem: (name) => {
    try {
      localStorage.removeItem(name);
    } catch {
      // Nothing to clean up when storage is unavailable.
    }
  },
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
      merge: (persisted, current) => ({ ...current, ...sanitizeAdminStorage(persisted) }),
      migrate: (persisted) => sanitizeAdminStorage(persisted),
    },
  ),
);
