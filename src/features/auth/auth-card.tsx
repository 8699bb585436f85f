import type { ReactNode } from 'react';

interface AuthCardProps {
  /** Prefix of the heading's id, which labels the card. */
  id: string;
  title: string;
  /** A line under the title; the title then sits closer to it. */
  intro?: string;
  footer?: ReactNode;
  children: ReactNode;
}

/** The card every sign-in page sits in: one labelled section with its h1. */
export function AuthCard({ id, title, intro, footer, children }: AuthCardProps) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="card auth-card">
      <div className="card-body auth-card__body">
        <h1 id={titleId} className={intro ? 'h4 mb-1' : 'h4 mb-3'}>
          {title}
        </h1>
        {intro ? <p className="text-body-secondary mb-4">{intro}</p> : null}
        {children}
      </div>
      {footer ? <p className="card-footer auth-card__footer mb-0">{footer}</p> : null}
    </section>
  );
}
