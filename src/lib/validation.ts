import { i18n } from '@/i18n/i18n';

/** Client checks of every form; each returns the message to show, or undefined when valid. */

/** The server's minimum (docs/api.md); checked here so the user learns it before sending. */
export const MIN_PASSWORD_LENGTH = 8;

// Only the shape: the server decides whether the address is free or really exists.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Stryker disable next-line StringLiteral: i18n falls back to `base` for a key it does not find
const message = (key: string) => i18n.t(key, { ns: 'base', min: MIN_PASSWORD_LENGTH });

export function requiredMessage(value: string): string | undefined {
  return value.trim() ? undefined : message('common.required');
}

export function emailMessage(value: string): string | undefined {
  return (
    requiredMessage(value) ??
    (EMAIL_SHAPE.test(value.trim()) ? undefined : message('validation.email'))
  );
}

/** An empty password is allowed where `required` is false (editing keeps the old one). */
export function passwordMessage(value: string, required = true): string | undefined {
  if (!value) return required ? message('common.required') : undefined;
  return value.length >= MIN_PASSWORD_LENGTH ? undefined : message('validation.password_min');
}

export function confirmationMessage(password: string, confirmation: string): string | undefined {
  if (!confirmation) return message('common.required');
  return confirmation === password ? undefined : message('validation.password_confirmation');
}

/**
 * The length the server will count: trimmed (Laravel's TrimStrings), and with every line break
 * as CR LF, which is how a multipart form post sends it. Counting "\n" as one character would
 * pass a text that the server then refuses as too long.
 */
export function sentLength(value: string): number {
  return value.trim().replace(/\r\n|\r|\n/g, '\r\n').length;
}
