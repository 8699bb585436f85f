import { useTranslation } from '@/i18n/use-translation';
import { useOnline } from '@/hooks/use-online';

/** A bar over every page while the device is offline, gone the moment it is back. */
export function OfflineBanner() {
  const { t } = useTranslation('base');
  const online = useOnline();
  // The live region stays in the page, so the message is read out when it appears.
  return (
    <div aria-live="polite" className="offline-banner-region">
      {online ? null : <p className="offline-banner mb-0">{t('offline.banner')}</p>}
    </div>
  );
}
