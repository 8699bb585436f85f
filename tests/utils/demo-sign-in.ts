import { fetchCurrentUser } from '@/api/current-user';
import { signInAs, type ACCOUNTS } from '@/mocks/testing';
import { useSessionStore } from '@/stores/session-store';

/**
 * Signs a demo account in on the demo backend and leaves the session store as the start-up's
 * check would: for code that reads the signed-in user from the store and the server alike.
 * Resolves with the user's id.
 */
export async function signInDemoUser(role: keyof typeof ACCOUNTS): Promise<number> {
  await signInAs(role);
  const user = await fetchCurrentUser();
  useSessionStore.setState({ user, status: 'signed-in' });
  return user.id;
}
