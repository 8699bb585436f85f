/** Client checks shared by the auth forms; each returns a `base` translation key or undefined. */

export const MIN_PASSWORD_LENGTH = 8;

/** The values the messages interpolate, e.g. `{{min}}` in validation.password_min. */
export const validationValues = { min: MIN_PASSWORD_LENGTH };

// Only the shape: the server decides whether the address really exists.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function requiredKey(value: string): string | undefined {
  return value.trim() ? undefined : 'common.required';
}

export function emailKey(value: string): string | undefined {
  return requiredKey(value) ?? (EMAIL_SHAPE.test(value.trim()) ? undefined : 'validation.email');
}

export function newPasswordKey(value: string): string | undefined {
  if (!value) return 'common.required';
  return value.length >= MIN_PASSWORD_LENGTH ? undefined : 'validation.password_min';
}

export function confirmationKey(password: string, confirmation: string): string | undefined {
  if (!confirmation) return 'common.required';
  return confirmation === password ? undefined : 'validation.password_confirmation';
}
