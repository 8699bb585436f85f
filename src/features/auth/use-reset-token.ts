import { useEffect, useState } from 'react';
import { isApiError } from '@/api/api-error';
import { checkResetToken } from '@/api/auth';
import { brokerRefusal } from '@/api/password-broker';

export type TokenCheck =
  | { status: 'checking' }
  | { status: 'valid'; email?: string }
  | { status: 'invalid' }
  | { status: 'failed'; error: unknown };

/**
 * The token is unknown, used or expired, or not for the address given: 404, 410, an error on
 * the token field, or Laravel's broker saying `passwords.token` or `passwords.user` on any field
 * (it names no field of its own, and its "no such user" here means the link and the typed
 * address do not belong together).
 */
export function isTokenGone(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const refusal = brokerRefusal(error);
  return (
    error.status === 404 ||
    error.status === 410 ||
    error.fieldError('token') !== undefined ||
    refusal === 'token' ||
    refusal === 'user'
  );
}

/**
 * Checks a password-reset token once per token (and once more per retry). A result is kept
 * with the token and attempt it belongs to, so a newer check never shows an older answer.
 */
export function useResetToken(token: string) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; check: TokenCheck } | null>(null);
  const key = `${attempt}:${token}`;

  useEffect(() => {
    let current = true;
    checkResetToken(token).then(
      ({ valid, email }) => {
        if (current)
          setResult({ key, check: valid ? { status: 'valid', email } : { status: 'invalid' } });
      },
      (error: unknown) => {
        if (!current) return;
        setResult({
          key,
          check: isTokenGone(error) ? { status: 'invalid' } : { status: 'failed', error },
        });
      },
    );
    return () => {
      current = false;
    };
  }, [key, token]);

  const check: TokenCheck = result?.key === key ? result.check : { status: 'checking' };
  return {
    check,
    retry: () => setAttempt((count) => count + 1),
  };
}
