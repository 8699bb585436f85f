import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { TestingBanner } from '@/components/testing-banner';

/** Placeholder: navigation, top bar and breadcrumbs arrive with the layout work. */
export function SignedInLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="signed-in-layout min-vh-100">
      <TestingBanner />
      <main id="main" className="container-fluid py-4" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
