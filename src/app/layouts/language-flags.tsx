import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Language } from '@/api/schemas/language';
import { changeLocale } from '@/lib/locale';
import { useSessionStore } from '@/stores/session-store';
import { notify } from '@/components/toasts';

/** One button per language the user may choose; hidden when there is no choice (spec §1). */
export function LanguageFlags({ languages }: { languages: readonly Language[] }) {
  const { t, i18n } = useTranslation('base');
  const [pending, setPending] = useState<string | null>(null);
  if (languages.length <= 1) return null;

  async function choose(code: string) {
    if (pending !== null || code === i18n.language) return;
    setPending(code);
    try {
      await changeLocale(code);
      useSessionStore.getState().updateUser({ locale: code });
    } catch {
      notify({
        header: t('api_error.header'),
        content: t('topbar.locale_failed'),
        variant: 'danger',
      });
    } finally {
      setPending(null);
    }
  }

  return (
    <div
      className="language-flags"
      role="group"
      aria-label={t('topbar.languages')}
      aria-busy={pending !== null}
    >
      {languages.map(({ code, name, flag_src }) => (
        <button
          key={code}
          type="button"
          className="language-flags__button btn btn-sm"
          aria-pressed={code === i18n.language}
          aria-label={t('topbar.switch_language', { language: name })}
          onClick={() => void choose(code)}
        >
          {pending === code ? (
            // The change waits for reads under way (2 s at most): it says it is busy meanwhile.
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          ) : flag_src ? (
            <img src={flag_src} alt="" width={24} height={16} />
          ) : (
            <span aria-hidden="true">{code.toUpperCase()}</span>
          )}
        </button>
      ))}
      <span className="visually-hidden" aria-live="polite">
        {pending !== null ? t('topbar.switching_language') : ''}
      </span>
    </div>
  );
}
