import { QueryClientProvider } from '@tanstack/react-query';
import { memo, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Outlet, useLocation } from 'react-router-dom';
import type { CurrentUser } from '@/api/schemas/user';
import { TestingBanner } from '@/components/testing-banner';
import { keepTabInDialogs } from '@/lib/dialog-tab';
import { watchPresence } from '@/lib/presence';
import { refetchAfterUnreadableSaves } from '@/lib/query-client';
import { useOutboxSender } from '@/kaizens/unsent/use-outbox-sender';
import { useSessionStore } from '@/stores/session-store';
import { matchPage } from '../route-match';
import { BareFrame } from './bare-frame';
import { Breadcrumbs } from './breadcrumbs';
import { IdleSignOut } from './idle-sign-out';
import { layoutClient, layoutClientShown } from './layout-client';
import { SignOutChoice } from './sign-out-choice';
import { SideNav } from './side-nav';
import { SlowServerNotice } from './slow-server-notice';
import { TopBar } from './top-bar';
// The signed-in pages' styles come with this lazy chunk, not on the first page (docs/decisions.md,
// "A stylesheet per layout").
import '@/styles/signed-in.scss';

const MAIN_ID = 'main';

function SkipLink() {
  const { t } = useTranslation('base');
  // Focus moves without touching the URL: a hash change would be a router navigation.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a href={`#${MAIN_ID}`} className="skip-link visually-hidden-focusable" onClick={skip}>
      {t('common.skip_to_content')}
    </a>
  );
}

/**
 * The signed-in pages (spec §1): navigation, top bar, breadcrumbs and the page. Also wraps the
 * error pages of a signed-in user, which is why it takes children.
 */
export function SignedInLayout({ children }: { children?: ReactNode }) {
  // Here, not in main.tsx: TanStack Query loads with this layout and stays off /login.
  // The page's first data is asked for as the layout starts, not once the page has drawn.
  const { pathname } = useLocation();
  const [queryClient] = useState(() => layoutClient(useSessionStore.getState().user, pathname));
  useEffect(() => refetchAfterUnreadableSaves(queryClient), [queryClient]);
  useEffect(() => layoutClientShown(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInFrame>{children}</SignedInFrame>
    </QueryClientProvider>
  );
}

function SignedInFrame({ children }: { children?: ReactNode }) {
  // The user is gone for a moment between logout and the login page.
  const user = useSessionStore((state) => state.user);
  useOutboxSender(user?.id ?? null);
  useEffect(() => watchPresence(), []);
  // Every modal dialog of the app is drawn inside this layout: the sign-in pages carry none.
  useEffect(() => keepTabInDialogs(), []);
  const route = matchPage(useLocation().pathname)?.route;
  const bare = route !== undefined && 'bare' in route && route.bare === true;
  return (
    <>
      {bare && user ? (
        <BareFrame user={user} mainId={MAIN_ID}>
          {children ?? <Outlet />}
        </BareFrame>
      ) : (
        <SignedInChrome user={user}>{children}</SignedInChrome>
      )}
      {user ? <UserDialogs userId={user.id} /> : null}
    </>
  );
}

/** The idle warning and the shared device's sign-out choice: kept from a page change's render. */
const UserDialogs = memo(function UserDialogs({ userId }: { userId: number }) {
  return (
    <>
      <IdleSignOut userId={userId} />
      <SignOutChoice userId={userId} />
    </>
  );
});

/**
 * The navigation, top bar and breadcrumbs round the page. Kept from a page change's render
 * (the frame above follows the address): only what shows the address (the active entry, the
 * crumbs, the page) draws again.
 */
const SignedInChrome = memo(function SignedInChrome({
  user,
  children,
}: {
  user: CurrentUser | null;
  children?: ReactNode;
}) {
  return (
    <div className="signed-in-layout">
      <SkipLink />
      <TestingBanner />
      <SlowServerNotice />
      <div className="signed-in-layout__body">
        {user ? <SideNav user={user} /> : null}
        <div className="signed-in-layout__column">
          {user ? <TopBar user={user} /> : null}
          <Breadcrumbs />
          <main id={MAIN_ID} className="signed-in-layout__main" tabIndex={-1}>
            {children ?? <Outlet />}
          </main>
        </div>
      </div>
    </div>
  );
});
