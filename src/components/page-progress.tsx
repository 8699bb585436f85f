import { useTranslation } from '@/i18n/use-translation';

/** The thin top bar shown while a page's code or language file loads; never a blank screen. */
export function PageProgress() {
  const { t } = useTranslation('base');
  return (
    <div
      className="page-progress"
      role="progressbar"
      aria-label={t('common.loading')}
      aria-busy="true"
    >
      <div className="page-progress__bar" />
    </div>
  );
}
