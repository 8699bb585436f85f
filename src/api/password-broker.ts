import { isApiError } from './api-error';

/** Why Laravel's password broker refused (`Password::sendResetLink`, `Password::reset`). */
export type BrokerRefusal = 'token' | 'user' | 'throttled';

// Laravel sends the broker's status as the text of its translation key: the key itself where
// the app has no passwords.php for the language (`passwords.token`), else the translation.
// These are the ones Laravel (lang/en/passwords.php since 5.x) and Laravel-Lang (nl) ship and
// Dutch apps were seen to answer; compared after `normalised`.
const TRANSLATIONS: Record<BrokerRefusal, string[]> = {
  token: [
    'This password reset token is invalid.',
    'Dit wachtwoordhersteltoken is niet geldig.',
    'Dit wachtwoordhersteltoken is ongeldig.',
    'Dit wachtwoord reset token is niet geldig.',
  ],
  user: [
    "We can't find a user with that email address.",
    'We kunnen geen gebruiker met dat e-mailadres vinden.',
    'We kunnen geen gebruiker vinden met dat e-mailadres.',
    'Geen gebruiker bekend met het e-mailadres.',
    'Geen gebruiker bekend met dat e-mailadres.',
    'Geen gebruiker bekend met dit e-mailadres.',
  ],
  throttled: [
    'Please wait before retrying.',
    'Gelieve even te wachten voordat u het opnieuw probeert.',
    'Gelieve even te wachten en het dan opnieuw te proberen.',
    'Wacht even voordat je het opnieuw probeert.',
  ],
};

/** Case, curly quotes, `e-mail`/`email`, spacing and a closing `.` or `!` vary between versions. */
function normalised(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/e-mail/g, 'email')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!]+$/, '');
}

const REFUSAL_BY_TEXT = new Map<string, BrokerRefusal>(
  Object.entries(TRANSLATIONS).flatMap(([refusal, texts]) =>
    [`passwords.${refusal}`, ...texts].map(
      (text) => [normalised(text), refusal as BrokerRefusal] as const,
    ),
  ),
);

/**
 * The broker's refusal a failed call carries, if any. Laravel's starter kits put it on `email`
 * as a 422 (`ValidationException::withMessages(['email' => [__($status)]])`); other apps on
 * another field, in `message`, or with another 4xx, so all of those are read (docs/api.md §3.2).
 *
 * @example
 * brokerRefusal(error) === 'throttled' // "Please wait before retrying." at any field
 */
export function brokerRefusal(error: unknown): BrokerRefusal | undefined {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return undefined;
  const texts = [...Object.values(error.fieldErrors).flat(), error.serverMessage ?? ''];
  for (const text of texts) {
    const refusal = REFUSAL_BY_TEXT.get(normalised(text));
    if (refusal) return refusal;
  }
  return undefined;
}
