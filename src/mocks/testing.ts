import { login } from '@/api/auth';
import { isApiError, type ApiError } from '@/api/api-error';
import { DEMO_PASSWORD } from './db/seed-org';

/** Demo accounts by role, as seeded (docs/api.md "Demo accounts"). */
export const ACCOUNTS = {
  superadmin: 'super@kaizen.demo',
  admin: 'admin@kaizen.demo',
  lead: 'lead@kaizen.demo',
  employee: 'employee@kaizen.demo',
} as const;

export function signInAs(role: keyof typeof ACCOUNTS): Promise<void> {
  return login({ email: ACCOUNTS[role], password: DEMO_PASSWORD });
}

/** The ApiError a call rejected with; fails the test if it resolved instead. */
export async function rejectionOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('Expected the call to fail, but it succeeded.');
}
