import { create } from 'zustand';
import type { OutboxEntry } from '@/lib/outbox/outbox-db';

interface OutboxState {
  /** What IndexedDB held when last read; every change to the outbox reads it again. */
  entries: OutboxEntry[];
  loaded: boolean;
}

export const useOutboxStore = create<OutboxState>()(() => ({ entries: [], loaded: false }));
