import { useTranslation } from '@/i18n/use-translation';
import { AuthCard } from './auth-card';

interface HandOverQuestionProps {
  /** Who was still signed in on the device when the last tab was closed. */
  name: string;
  /** True: they say it is them (sign in again); false: someone else (an empty form). */
  onAnswer: (itIsThem: boolean) => void;
}

/**
 * "Bent u {naam}?": a shared device opened anew while someone was still signed in. They are
 * signed out already and their work sealed; the answer only chooses the form that follows.
 */
export function HandOverQuestion({ name, onAnswer }: HandOverQuestionProps) {
  const { t } = useTranslation('auth.login');
  return (
    <AuthCard id="hand-over" title={t('hand_over.question', { name })} intro={t('hand_over.intro')}>
      <div className="d-grid gap-2">
        <button type="button" className="btn btn-primary" onClick={() => onAnswer(true)}>
          {t('hand_over.continue')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={() => onAnswer(false)}>
          {t('hand_over.someone_else')}
        </button>
      </div>
    </AuthCard>
  );
}
