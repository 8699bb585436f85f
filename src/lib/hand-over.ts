import { useSessionStore, type PersonAsked } from '@/stores/session-store';

/**
 * "Bent u {naam}?": asked on a shared device by a new document that found the device signed in
 * with no tab of the app open (docs/decisions.md, "Shared-device mode"). The
 * person is already signed out when it is asked; the answer only chooses the sign-in form. Its
 * own chunk, loaded on that path only; the name is kept in the session store's memory.
 */

/** How long the start waits for the name before it asks nobody (the screen stays blank). */
const NAME_WAIT_MS = 3_000;

/**
 * Asks the server whom the session still open on the device belongs to (`GET /api/user`), to
 * name them in the question. No answer in `NAME_WAIT_MS`, or no session left:
 * nobody is named and the sign-in form shows as after any sign-out.
 */
export async function lookUpPersonAsked(): Promise<void> {
  const lookUp = import('@/api/current-user')
    .then(({ fetchCurrentUser }) => fetchCurrentUser())
    .then(({ name, email }): PersonAsked => ({ name, login: email }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), NAME_WAIT_MS);
  });
  try {
    useSessionStore
      .getState()
      .setAskedPerson(await Promise.race([lookUp.catch(() => null), timeUp]));
  } finally {
    clearTimeout(timer);
  }
}
