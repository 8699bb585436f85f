/** Client checks of every form; each returns a `base` translation key or undefined. */

/** The server's minimum (docs/api.md); checked here so the user learns it before sending. */
export const MIN_PASSWORD_LENGTH = 8;

/** The values the messages interpolate, e.g. `{{min}}` in validation.password_min. */
export const validationValues = { min: MIN_PASSWORD_LENGTH };

// Only the shape: the server decides whether the address is free or really exists.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function requiredKey(value: string): string | undefined {
  return value.trim() ? undefined : 'common.required';
}

export function emailKey(value: string): string | undefined {
  return requiredKey(value) ?? (EMAIL_SHAPE.test(value.trim()) ? undefined : 'validation.email');
}

/** An empty password is allowed where `required` is false (editing keeps the old one). */
export function passwordKey(value: string, required = true): string | undefined {
  if (!value) return required ? 'common.required' : undefined;
  return value.length >= MIN_PASSWORD_LENGTH ? undefined : 'validation.password_min';
}

export function confirmationKey(password: string, confirmation: string): string | undefined {
  if (!confirmation) return 'common.required';
  return confirmation === password ? undefined : 'validation.password_confirmation';
}
