/**
 * "Bent u {naam}?": asked on a shared device by a new document that found the device signed in
 * with no tab of the app open (docs/decisions.md, "Shared-device mode", "A closed tab"). The
 * person is already signed out when it is asked; the answer only chooses the sign-in form.
 */
export interface PersonAsked {
  name: string;
  /** What fills the login field when they say it is them (their e-mail address), if known. */
  login?: string;
}

/** How long the start waits for the name before it asks nobody (the screen stays blank). */
const NAME_WAIT_MS = 3_000;

// In this document's memory only: never stored, gone with an answer, a sign-in or the document.
let asked: PersonAsked | null = null;

/**
 * Asks the server whom the session still open on the device belongs to (`GET /api/user`), to
 * name them in the question. No answer in `NAME_WAIT_MS`, or no session left:
 * nobody is named and the sign-in form shows as after any sign-out.
 */
export async function lookUpPersonAsked(): Promise<void> {
  const lookUp = import('@/api/users')
    .then(({ fetchCurrentUser }) => fetchCurrentUser())
    .then(({ name, email }): PersonAsked => ({ name, login: email }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), NAME_WAIT_MS);
  });
  try {
    asked = await Promise.race([lookUp.catch(() => null), timeUp]);
  } finally {
    clearTimeout(timer);
  }
}

/** The person the sign-in page should ask about, if any. */
export function personAsked(): PersonAsked | null {
  return asked;
}

/** The question is answered (or someone signed in): it is not asked again. */
export function forgetPersonAsked(): void {
  asked = null;
}
