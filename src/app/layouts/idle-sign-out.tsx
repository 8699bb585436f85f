import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { isBoardScreen } from '@/lib/board-screen';
import { collectWork } from '@/lib/kept-work';
import {
  idleDeadline,
  idleTiming,
  onActivityElsewhere,
  recordActivity,
  sharedDeviceIdleMinutes,
} from '@/lib/shared-device';
import { holdKey } from '@/lib/vault-keys';
import { signOutShared } from '../sign-out-and-leave';

const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'];
/** The remaining seconds at which the countdown is read out, rather than every second. */
const SPOKEN_AT = [10, 30];

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * A shared device signs its user out after the idle time chosen at sign-in; activity in any tab
 * counts. The last `idleTiming.warningMs` show a countdown that "Ik ben er nog" ends. Nothing on
 * a personal device, nor on a board screen.
 */
export function IdleSignOut({ userId }: { userId: number }) {
  const { t } = useTranslation('base');
  // A screen on the wall is never signed out for lack of a hand on it.
  const [minutes] = useState(() => (isBoardScreen() ? null : sharedDeviceIdleMinutes()));
  const [warning, setWarning] = useState<{ end: number; now: number } | null>(null);
  const check = useRef<() => void>(() => undefined);
  const stillHereRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (minutes === null) return;
    // Kept in this tab, so its work can still be sealed after another tab signed out.
    void holdKey(userId).catch(() => undefined);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let warned = false;
    let leaving = false;
    const run = () => {
      clearTimeout(timer);
      const end = idleDeadline();
      if (end === null || leaving) return;
      const now = Date.now();
      warned = now >= end - idleTiming.warningMs;
      if (now >= end) {
        leaving = true;
        void signOutShared(userId, { interrupted: collectWork(), idleMinutes: minutes });
      } else if (warned) {
        setWarning({ end, now });
        timer = setTimeout(run, Math.min(1000, end - now));
      } else {
        setWarning(null);
        timer = setTimeout(run, end - idleTiming.warningMs - now);
      }
    };
    // During the countdown only "Ik ben er nog" answers: a hand passing over the tablet does not.
    const onActivity = () => {
      if (!warned) recordActivity();
    };
    check.current = run;
    recordActivity({ share: true });
    for (const type of ACTIVITY) {
      window.addEventListener(type, onActivity, { capture: true, passive: true });
    }
    const stopElsewhere = onActivityElsewhere(run);
    run();
    return () => {
      clearTimeout(timer);
      stopElsewhere();
      for (const type of ACTIVITY) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, [userId, minutes]);

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

  const stillHere = () => {
    recordActivity({ share: true });
    check.current();
  };

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
