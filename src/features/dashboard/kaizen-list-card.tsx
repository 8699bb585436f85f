import { useId, type ReactNode } from 'react';
import { Link } from '@/components/link';
import { useDashboardTranslation } from './dashboard-i18n';
import { useFormatters } from './format';
import { EmptyState } from '@/components/empty-state';

interface KaizenListCardProps {
  /** The card's id, for the key figure that links to it (kpi-cards.tsx). */
  id?: string;
  title: string;
  /** How many kaizens the list stands for; those beyond the shown ones are counted below it. */
  total: number;
  shown: number;
  /** Shown when the list is empty; without it an empty list renders nothing. */
  emptyText?: string;
  /** Where the whole list is: the count of the rest links there. */
  moreTo?: string;
  /** Classes instead of the grid cell's full height (`h-100`). */
  className?: string;
  children: ReactNode;
}

/** A titled card with a short, ordered list of kaizens. */
export function KaizenListCard({
  id,
  title,
  total,
  shown,
  emptyText,
  moreTo,
  className = 'h-100',
  children,
}: KaizenListCardProps) {
  const { t } = useDashboardTranslation();
  const format = useFormatters();
  const titleId = useId();
  if (total === 0 && !emptyText) return null;
  const more = t('lists.more', { count: total - shown, formatted: format.number(total - shown) });
  return (
    <section id={id} className={`card ${className}`} aria-labelledby={titleId}>
      <div className="card-body">
        <h2 id={titleId} className="h5 card-title">
          {title}
        </h2>
        {total === 0 ? (
          <EmptyState title={emptyText} />
        ) : (
          <ol className="list-unstyled mb-0">{children}</ol>
        )}
        {total > shown ? (
          <p className="small text-body-secondary mt-2 mb-0">
            {moreTo ? <Link to={moreTo}>{more}</Link> : more}
          </p>
        ) : null}
      </div>
    </section>
  );
}

interface KaizenListItemProps {
  to: string;
  title: string;
  meta: ReactNode;
  /** A short highlight at the end of the line, such as the waiting time. */
  aside?: ReactNode;
  children?: ReactNode;
}

export function KaizenListItem({ to, title, meta, aside, children }: KaizenListItemProps) {
  return (
    <li className="py-2 border-bottom">
      <div className="d-flex justify-content-between gap-2">
        <div style={{ minWidth: 0 }}>
          <Link to={to} className="kaizen-list-item__link text-break">
            {title}
          </Link>
          <div className="small text-body-secondary">{meta}</div>
        </div>
        {aside ? <div className="small text-nowrap">{aside}</div> : null}
      </div>
      {children}
    </li>
  );
}
