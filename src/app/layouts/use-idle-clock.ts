import { useEffect, useRef, useState } from 'react';
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

/** The countdown on screen: when the sign-out comes, and the time it was last drawn. */
export interface IdleWarning {
  end: number;
  now: number;
}

/**
 * A shared device's idle clock: signs `userId` out after the idle time chosen at sign-in, their
 * unsent work sealed; activity in any tab counts. Over the last `idleTiming.warningMs` it gives
 * the countdown to show, and only `stillHere` answers it. Nothing on a personal device, nor on
 * a board screen: a screen on the wall is never signed out for lack of a hand on it.
 */
export function useIdleClock(userId: number): {
  warning: IdleWarning | null;
  stillHere: () => void;
} {
  const [minutes] = useState(() => (isBoardScreen() ? null : sharedDeviceIdleMinutes()));
  const [warning, setWarning] = useState<IdleWarning | null>(null);
  const check = useRef<() => void>(() => undefined);

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

  const stillHere = () => {
    recordActivity({ share: true });
    check.current();
  };
  return { warning, stillHere };
}
