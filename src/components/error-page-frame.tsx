import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';

interface ErrorPageFrameProps {
  /** Which error page (spec §2), for its look: `data-variant`. */
  variant: string;
  description: string;
  /** What follows the description: the status, the server's message, the ways on. */
  children: ReactNode;
}

/**
 * What every error page starts with (spec §2): its landmark, the title in both languages'
 * always-present texts, and what went wrong. One markup for the error pages
 * (src/features/errors) and their plain form in the first chunk (src/app/route-error.tsx).
 */
export function ErrorPageFrame({ variant, description, children }: ErrorPageFrameProps) {
  const { t } = useTranslation('base');
  return (
    <section
      className="error-page text-center py-5"
      aria-labelledby="error-page-title"
      data-variant={variant}
    >
      <h1 id="error-page-title" className="display-6">
        {t('error_page.title')}
      </h1>
      <p className="lead">{description}</p>
      {children}
    </section>
  );
}
