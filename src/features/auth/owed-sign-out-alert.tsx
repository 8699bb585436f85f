import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { FormAlert } from '@/components/form-alert';
import { focusableDisabled } from '@/lib/focusable-disabled';
import { finishSignOut, onSignOutPendingChange, owedSignOut } from '@/lib/sign-out';

const UNHEARD_RETRY_MS = 30_000;

interface OwedSignOutAlertProps {
  /** Where the focus goes when the retry's button leaves the screen (the sign-out went through). */
  onRetryGone: () => void;
}

/**
 * A sign-out this device still owes the server (src/lib/sign-out.ts), said until the server has
 * signed out: one without an answer yet goes again by itself; one the server refused says so,
 * with a button to ask again (it is also asked again before the next sign-in).
 */
export function OwedSignOutAlert({ onRetryGone }: OwedSignOutAlertProps) {
  const { t } = useTranslation('auth.login');
  const owed = useSyncExternalStore(onSignOutPendingChange, owedSignOut);
  const [retrying, setRetrying] = useState(false);
  // Unheard: sent again by itself. Offline, the 'online' event does it (useOnePersonPerDevice);
  // as the outbox does, one cut off while the browser still thinks it is online (an answer after
  // the client's timeout) gets no such event, so it also goes every 30 s while online. One the
  // server refused waits for the user's button.
  useEffect(() => {
    if (owed !== 'unheard') return;
    const timer = setInterval(() => {
      if (navigator.onLine) void finishSignOut();
    }, UNHEARD_RETRY_MS);
    return () => clearInterval(timer);
  }, [owed]);
  if (owed === null) return null;
  if (owed === 'unheard') return <FormAlert variant="warning" message={t('sign_out_pending')} />;

  const retry = () => {
    setRetrying(true);
    void finishSignOut().then(() => {
      setRetrying(false);
      if (owedSignOut() !== 'refused') onRetryGone();
    });
  };
  return (
    <FormAlert
      variant="warning"
      message={t('sign_out_refused')}
      action={
        <button
          type="button"
          {...focusableDisabled(retrying, 'btn btn-alert-warning')}
          aria-busy={retrying}
          onClick={retry}
        >
          {retrying ? t('sign_out_retrying') : t('sign_out_retry')}
        </button>
      }
    />
  );
}
