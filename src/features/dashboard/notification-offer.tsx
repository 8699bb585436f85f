import { useState } from 'react';
import { useDashboardTranslation } from './dashboard-i18n';
import {
  askForNotifications,
  mayOfferNotifications,
  refuseNotifications,
} from '@/lib/system-notifications';

/**
 * The one question about system notifications, beside what waits for a decision, where it
 * explains itself; never at sign-in, never again after a "no" (ours or the browser's), never on
 * a shared device (src/lib/system-notifications.ts).
 */
export function NotificationOffer({ userId }: { userId: number }) {
  const { t } = useDashboardTranslation();
  const [offered, setOffered] = useState(() => mayOfferNotifications(userId));
  if (!offered) return null;
  return (
    <section className="card card-body mt-3" aria-labelledby="notification-offer-title">
      <h2 id="notification-offer-title" className="h6 mb-1">
        {t('notify.question')}
      </h2>
      <p className="small text-body-secondary mb-2">{t('notify.hint')}</p>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => {
            setOffered(false);
            void askForNotifications();
          }}
        >
          {t('notify.yes')}
        </button>
        <button
          type="button"
          className="btn btn-link"
          onClick={() => {
            refuseNotifications(userId);
            setOffered(false);
          }}
        >
          {t('notify.no')}
        </button>
      </div>
    </section>
  );
}
