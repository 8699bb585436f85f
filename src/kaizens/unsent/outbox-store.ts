import { create } from 'zustand';
import type { KaizenInput } from '@/api/schemas/kaizen';

/** Why a queued kaizen could not be sent and needs its author (a 4xx other than a session). */
export interface OutboxFailure {
  status: number;
  message: string;
  fieldErrors: Record<string, string[]>;
}

/** A new kaizen submitted without a connection, kept on this device until it is sent. */
export interface OutboxEntry {
  id: string;
  userId: number;
  /** When it was queued (ISO): a kaizen found on the server after this may be this one. */
  queuedAt: string;
  input: KaizenInput;
  /** The form's own values, to bring the kaizen back to the form as it was typed. */
  values: Record<string, string>;
  state: 'waiting' | 'sending' | 'failed';
  /** A send may have reached the server (interrupted, or its answer lost): look before resending. */
  uncertain: boolean;
  failure?: OutboxFailure;
  /**
   * Written before its author's last sign-in on this device: sent only once they say so
   * (outbox-mac.ts).
   */
  held?: boolean;
  /** Its author's seal (HMAC-SHA-256, base64) over what they wrote; see outbox-mac.ts. */
  mac?: string;
}

interface OutboxState {
  /** What IndexedDB held when last read; every change to the outbox reads it again. */
  entries: OutboxEntry[];
  loaded: boolean;
}

export const useOutboxStore = create<OutboxState>()(() => ({ entries: [], loaded: false }));
