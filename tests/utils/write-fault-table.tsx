import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { reloader } from '@/app/page-code';
import { renderApp, type Persona } from '@tests/utils/render-app';
import { useShortTimeout } from '@tests/utils/timeout-fault';
import {
  FAULT_MESSAGES,
  faultOnFirstSend,
  SAVED_UNREADABLE,
  WRITE_FAULTS,
  type WriteFault,
  type WriteMethod,
} from '@tests/utils/write-faults';

/**
 * Every write, answered on its first send with each fault and then well. The user reads a clear
 * message, keeps what they typed or chose, gets through with at most one retry click and no
 * reload, and the server does the write once, also when it did it the first time but its answer
 * came too late ("late answer": the idempotency key, docs/api.md). A plain POST create answered
 * 2xx unreadably is the exception: it is sent once and said to be saved.
 */
export interface Unanswered {
  message: RegExp;
  kept: () => Promise<void>;
  retry: (user: UserEvent) => Promise<void>;
  done: () => Promise<void>;
}

export interface Write {
  name: string;
  path: string | (() => string);
  as?: Persona;
  activeTeamId?: number;
  method: WriteMethod;
  call: string;
  /** Types and chooses what the write sends. */
  fill: (user: UserEvent) => Promise<void>;
  /** The click that sends it; the retry is the same click. */
  send: (user: UserEvent) => Promise<void>;
  /** What was typed or chosen is still on screen after the failure. */
  kept: () => void;
  /** The write's result is on screen. */
  done: () => Promise<void>;
  /** What the server holds that the write adds to or changes, to count it was done once. */
  effect: () => number;
  /** A write that goes another way when no answer came (a new kaizen waits in the outbox). */
  unanswered?: Unanswered;
  /**
   * A plain POST that creates or sends something: answered 2xx unreadably it is not re-sent by
   * the client (a server that ignores the idempotency key would do it twice), so it says
   * "saved, but the answer could not be read" instead (src/api/http/exchange.ts).
   */
  create?: true;
  /** What a create's screen shows then, when not that message. */
  savedUnreadable?: () => Promise<void>;
}

/**
 * The faults of WRITE_FAULTS that take `write` a way through the client no other row takes.
 * No answer and an answer too late look the same to the client (nothing before its timeout);
 * the late answer also shows the write done once, so it stands for both, except where the
 * outbox takes over (it looks on the server before it sends again). A 500 leaves the outcome
 * unknown as the late answer does, and a screen meets both alike (the words of
 * src/lib/api-error-message.ts, what was typed kept, the same click to retry): the late answer,
 * which also shows the retry carries the first send's key, stands for it, and the table's first
 * write of each method meets the 500 itself (its words, over the client's own adapter). A PUT or
 * DELETE answered 2xx unreadably is sent again for its method, the same for each: the table's
 * first stands for the others. A POST is sent again only when its service marks it
 * `repeatable`: each meets it.
 */
function faultsOf(write: Write, writes: Write[]): WriteFault[] {
  const firstOfMethod = writes.find((other) => other.method === write.method) === write;
  return (Object.keys(WRITE_FAULTS) as WriteFault[]).filter((fault) => {
    if (fault === 'timeout') return write.unanswered !== undefined;
    if (fault === '500') return firstOfMethod || write.unanswered !== undefined;
    if (fault === 'HTML 200') return write.method === 'post' || firstOfMethod;
    return true;
  });
}

/** Each write of `writes` meets the faults of WRITE_FAULTS on its first send, then a good answer. */
export function writeFaultTable(writes: Write[]): void {
  describe.each(writes)('$name ($call)', (write) => {
    test.each(faultsOf(write, writes))(
      'answered %s on the first send, then well',
      async (fault) => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const reload = vi.spyOn(reloader, 'go').mockImplementation(() => undefined);
        if (fault === 'timeout' || fault === 'late answer')
          useShortTimeout(write.method, write.call);
        const path = typeof write.path === 'string' ? write.path : write.path();
        const { user } = await renderApp(path, { as: write.as, activeTeamId: write.activeTeamId });
        await write.fill(user);
        const before = write.effect();
        const sent = faultOnFirstSend(write.method, write.call, fault);

        await write.send(user);

        if (write.create && fault.includes('200')) {
          if (write.savedUnreadable) await write.savedUnreadable();
          else await waitFor(() => expect(screen.getByText(SAVED_UNREADABLE)).toBeVisible());
          expect(sent.sends()).toBe(1);
          // The fault page was not the API's: nothing was saved, and the client did not do it.
          expect(write.effect()).toBe(before);
          expect(reload).not.toHaveBeenCalled();
          return;
        }

        const unanswered = fault === 'timeout' || fault === 'late answer';
        const other = unanswered ? write.unanswered : undefined;
        const message = other?.message ?? FAULT_MESSAGES[fault];
        if (message) {
          // One retry click, with everything still in place.
          // The message's toast may be drawn again while it is read (the toaster's own code
          // arrives with the first toast): look again until one reads as visible.
          await waitFor(() => expect(screen.getByText(message)).toBeVisible());
          if (other) await other.kept();
          else write.kept();
          await (other?.retry ?? write.send)(user);
        }
        await (other ?? write).done();
        await waitFor(() => expect(write.effect()).toBe(before + 1));
        expect(reload).not.toHaveBeenCalled();
      },
    );
  });
}
