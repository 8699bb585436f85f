import { useTranslation } from '@/i18n/use-translation';
import { env } from '@/config/env';

/** Spec §1: a 'TESTING ENVIRONMENT' banner in test mode. */
export function TestingBanner() {
  const { t } = useTranslation('base');
  if (!env.testMode) return null;
  return (
    <div className="testing-banner text-center small fw-bold py-1" role="note">
      {t('layout.testing_environment')}
    </div>
  );
}
