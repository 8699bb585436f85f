import { useEffect, useState, type RefObject } from 'react';

/** What a finger may mean to tap on the page: links, buttons, fields, and the status badges. */
const CONTROLS = 'a[href], button, input, select, textarea, summary, [role="button"], .badge';

function covers(floating: HTMLElement): boolean {
  const box = floating.getBoundingClientRect();
  const main = document.querySelector('main');
  if (!main) return false;
  for (const control of main.querySelectorAll(CONTROLS)) {
    const r = control.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom) {
      return true;
    }
  }
  return false;
}

/**
 * Whether a floating element is clear of the page's controls, checked once a frame at most
 * while the page scrolls, resizes or changes. It stays shown while it has the focus.
 */
export function useClearOfControls(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [clear, setClear] = useState(true);
  useEffect(() => {
    const floating = ref.current;
    if (!active || !floating) {
      setClear(true);
      return;
    }
    let frame = 0;
    const check = () => {
      frame = 0;
      setClear(document.activeElement === floating || !covers(floating));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    check();
    const changes = new MutationObserver(schedule);
    const main = document.querySelector('main');
    if (main) changes.observe(main, { childList: true, subtree: true });
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ref, active]);
  return clear;
}
