import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { TestingBanner } from '@/components/testing-banner';

/** The logged-out pages and errors: a centred column with the brand. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="public-layout min-vh-100 d-flex flex-column">
      <TestingBanner />
      <main id="main" className="container flex-grow-1 py-5" tabIndex={-1}>
        {/* The product's name: no language file is needed for it, so error pages show it too. */}
        <p className="public-layout__brand">Quick &amp; Easy Kaizen</p>
        <div className="public-layout__content mx-auto">{children ?? <Outlet />}</div>
      </main>
    </div>
  );
}
