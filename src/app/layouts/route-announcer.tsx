import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLocation } from 'react-router-dom';
import { useNavStore } from '@/stores/nav-store';
import { afterPaint } from '@/lib/after-paint';
import { focusElement, focusIsLost, pageHeading, pageStart } from '@/lib/focus';
import { usePageChange } from '../app-router';
import { useBreadcrumbTrail } from './breadcrumb-trail';

/**
 * Moves focus to where the page starts (its first field on a signed-out page, else its
 * heading), waiting for it while the page is still loading.
 */
function focusStartWhenShown(): () => void {
  const start = pageStart();
  if (start) {
    focusElement(start);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const shown = pageStart();
    if (!shown) return;
    observer.disconnect();
    // Not when the user already moved on (typing in a field while the page loaded). Focus
    // still outside the page is on what led here (a menu's toggle, as the bell's): it follows.
    if (focusIsLost() || !shown.closest('main')?.contains(document.activeElement)) {
      focusElement(shown);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * After every page change: the tab's title names the page (its breadcrumb, else its heading),
 * focus moves to where the page starts (pageStart) so keyboard and screen-reader users start there, and a
 * live region says which page opened. The first page of a visit keeps the browser's own focus.
 */
export function RouteAnnouncer() {
  const { t, i18n } = useTranslation('base');
  const { pathname } = useLocation();
  const { pending } = usePageChange();
  const [announcement, setAnnouncement] = useState('');
  const shownPath = useRef<string | null>(null);
  const crumb = useBreadcrumbTrail().at(-1)?.name;
  const pageTitle = useNavStore((state) => state.pageTitle);
  const ownTitle = pageTitle?.path === pathname ? pageTitle.title : null;

  useEffect(() => {
    if (pending) return;
    const page = ownTitle ?? (crumb ? t(crumb) : (pageHeading()?.textContent?.trim() ?? ''));
    const brand = t('nav.brand');
    document.title = page && page !== brand ? t('document_title', { page }) : brand;
  }, [pending, crumb, ownTitle, pathname, t, i18n.language]);

  useEffect(() => {
    if (pending || shownPath.current === pathname) return undefined;
    const firstPage = shownPath.current === null;
    shownPath.current = pathname;
    if (firstPage) return undefined;
    // The screen said what opened (the triage: the decision and the next kaizen), once.
    const said = useNavStore.getState().saidAloud === pathname;
    if (said) useNavStore.setState({ saidAloud: null });
    setAnnouncement(said ? '' : document.title);
    // After the new page's first frame: focus makes the browser lay the page out at once, in
    // the task that draws it (the triage's key, a tap), and what listens to focus measures it
    // again (the toasts' place); after that frame the layout is done.
    // Not when the user already acted on the new page before that frame (a slow phone): a tap
    // or a key there has put the focus where they want it, and moving it would scroll the page
    // under their next tap.
    let acted = false;
    const act = () => (acted = true);
    const inputs = ['pointerdown', 'keydown'] as const;
    inputs.forEach((type) => window.addEventListener(type, act, true));
    const stopListening = () =>
      inputs.forEach((type) => window.removeEventListener(type, act, true));
    let stopWaiting: () => void = () => undefined;
    const cancel = afterPaint(() => {
      stopListening();
      if (!acted) stopWaiting = focusStartWhenShown();
    });
    return () => {
      cancel();
      stopListening();
      stopWaiting();
    };
  }, [pending, pathname]);

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
