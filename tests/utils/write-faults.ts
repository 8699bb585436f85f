import { getResponse, http, HttpResponse, type HttpResponseResolver } from 'msw';
import { handlers } from '@/mocks/handlers';
import { server } from '@/mocks/server';
import { neverAnswer } from '@tests/utils/timeout-fault';

/**
 * The faults a write meets in the write fault table (tests/utils/write-fault-table.tsx), each
 * answered to the first send only; the demo backend answers the sends after it. One of each way
 * a write goes through the client: a 5xx, an unreadable 2xx, no answer, an answer too late. A
 * 503 page goes the way of a 500 (src/api/http.test.ts; its words: src/lib/failure-message.test.ts)
 * and an empty 200 that of an HTML 200 (src/api/idempotency.test.ts), so they are shown there
 * once, not once per write.
 */
export const WRITE_FAULTS = {
  '500': () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
  // Not the API's answer (a proxy's or portal's page): nothing was saved.
  'HTML 200': () =>
    new HttpResponse('<!doctype html><title>Login</title>', {
      status: 200,
      headers: { 'Content-Type': 'text/html' },
    }),
  // No answer before the client's timeout: nothing was saved.
  timeout: neverAnswer,
  // The server does the write, but its answer comes after the client's timeout.
  'late answer': async (info: { request: Request }) => {
    await getResponse(handlers, info.request.clone());
    return neverAnswer(info);
  },
} satisfies Record<string, HttpResponseResolver>;

export type WriteFault = keyof typeof WRITE_FAULTS;

/** What the user is told after each fault that needs their retry. */
export const FAULT_MESSAGES: Partial<Record<WriteFault, RegExp>> = {
  '500': /Er ging iets mis op de server/,
  timeout: /De server antwoordt niet op tijd/,
  'late answer': /De server antwoordt niet op tijd/,
};

/** What a plain POST create answered 2xx unreadably says instead: saved, so never re-sent. */
export const SAVED_UNREADABLE = /Opgeslagen, maar het antwoord van de server was onleesbaar/;

export type WriteMethod = 'post' | 'put' | 'delete';

/**
 * Answers the first send of `method call` with `fault`; later sends reach the demo backend.
 * Returns how often it has been sent so far.
 */
export function faultOnFirstSend(
  method: WriteMethod,
  call: string,
  fault: WriteFault,
): { sends: () => number } {
  let sent = 0;
  server.use(
    http[method](call, (info) => {
      sent += 1;
      return sent === 1 ? WRITE_FAULTS[fault](info) : undefined;
    }),
  );
  return { sends: () => sent };
}
