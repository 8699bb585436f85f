import { useEffect, useState } from 'react';
import { isApiError } from '@/api/api-error';
import { checkResetToken } from '@/api/auth';

export type TokenCheck =
  | { status: 'checking' }
  | { status: 'valid'; email?: string }
  | { status: 'invalid' }
  | { status: 'failed'; error: unknown };

/** 404, 410, or a validation error on the token itself: the token is unknown, used or expired. */
export function isTokenGone(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 404 || error.status === 410 || error.fieldError('token') !== undefined;
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
    markInvalid: () => setResult({ key, check: { status: 'invalid' } }),
  };
}
