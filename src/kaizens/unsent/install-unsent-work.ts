import { installUnsentWorkSteps } from '@/lib/unsent-work-steps';
import { keepInterruptedWork } from './interrupted-work';
import { sealedSince } from './sealed-since';

/**
 * Hands the session (src/lib/session.ts) its steps for a user's unsent work: called once as the
 * app starts, before the session is asked for. What seals is loaded only when it is needed.
 */
export function installUnsentWork(): void {
  installUnsentWorkSteps({
    atStart: () => void sealedSince(),
    keepInterrupted: keepInterruptedWork,
    putAway: (userId) =>
      import('./unsent-work').then(({ putAwayUnsentWork }) => putAwayUnsentWork(userId, {})),
  });
}
