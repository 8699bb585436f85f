import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { createPortal } from 'react-dom';
import { useTranslation } from '@/i18n/use-translation';
import { idleTiming } from '@/lib/shared-device';
import { useIdleClock } from './use-idle-clock';

/** The remaining seconds at which the countdown is read out, rather than every second. */
const SPOKEN_AT = [10, 30];

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * A shared device signs its user out after the idle time chosen at sign-in (`useIdleClock`).
 * The last `idleTiming.warningMs` show a countdown that "Ik ben er nog" ends. Nothing on a
 * personal device.
 */
export function IdleSignOut({ userId }: { userId: number }) {
  const { t } = useTranslation('base');
  const { warning, stillHere } = useIdleClock(userId);
  const stillHereRef = useRef<HTMLButtonElement>(null);

  const showing = warning !== null;
  // Where the focus was when the countdown came: it goes back there, into the field being typed
  // in, when the countdown ends without a sign-out.
  const focusBefore = useRef<Element | null>(null);
  useEffect(() => {
    if (showing) {
      focusBefore.current = document.activeElement;
      stillHereRef.current?.focus();
      return;
    }
    const before = focusBefore.current;
    focusBefore.current = null;
    if (before instanceof HTMLElement && before.isConnected) before.focus({ preventScroll: true });
  }, [showing]);

  const left = warning ? warning.end - warning.now : 0;
  const seconds = Math.ceil(left / 1000);
  const spoken =
    SPOKEN_AT.find((mark) => seconds <= mark) ?? Math.ceil(idleTiming.warningMs / 1000);

  if (!warning) return null;
  // By hand, not react-bootstrap's Modal: that one always calls itself a plain dialog, and this
  // is an alert that needs an answer (role alertdialog). One button, so focus stays on it.
  return createPortal(
    <>
      <div className="modal-backdrop show" />
      <div className="modal d-block">
        <div className="modal-dialog modal-dialog-centered">
          <div
            className="modal-content"
            role="alertdialog"
            aria-modal="true"
            aria-labelledby="idle-sign-out-title"
            aria-describedby="idle-sign-out-body"
            onKeyDown={(event) => {
              if (event.key === 'Tab') event.preventDefault();
              if (event.key === 'Escape') stillHere();
            }}
          >
            <div className="modal-header">
              <h2 id="idle-sign-out-title" className="modal-title h5">
                {t('shared_device.idle_title')}
              </h2>
            </div>
            <div className="modal-body">
              <p id="idle-sign-out-body" className="mb-0">
                {t('shared_device.idle_body', { time: clock(left) })}
              </p>
              <p className="visually-hidden" aria-live="polite">
                {t('shared_device.idle_announce', { count: spoken })}
              </p>
            </div>
            <div className="modal-footer">
              <Button ref={stillHereRef} variant="primary" onClick={stillHere}>
                {t('shared_device.still_here')}
              </Button>
            </div>
          </div>
        </div>
      </div>
    </>,
    document.body,
  );
}
