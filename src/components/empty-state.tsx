import type { ReactNode } from 'react';
import { i18n } from '@/i18n/i18n';

export interface EmptyStateProps {
  /** What is missing, in a few words: "Nog geen kaizens". */
  title: ReactNode;
  /** What happens here, or what to do next. */
  hint?: ReactNode;
  /** The next step as a link or button, only when this user may take it. */
  action?: ReactNode;
  /** A page-level empty state names a section (h2); in a table or card it is a line of text. */
  heading?: boolean;
}

/**
 * The one way an empty list, table or page says so: friendly, without an icon, and with the
 * next step when there is one, e.g.
 * `<EmptyState title="Nog geen kaizens" hint="Dien uw eerste idee in." action={<Link …/>} />`.
 */
export function EmptyState({ title, hint, action, heading = false }: EmptyStateProps) {
  const Title = heading ? 'h2' : 'p';
  return (
    <div className="empty-state">
      <Title className="empty-state__title">{title}</Title>
      {hint ? <p className="empty-state__hint">{hint}</p> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}

/**
 * What a searched table shows when nothing matched: the no-match title, the shared hint, and a
 * button that clears the search. Tables call it instead of writing the three parts again.
 */
export function noMatchEmptyState(title: ReactNode, clearSearch: () => void): EmptyStateProps {
  return {
    title,
    hint: i18n.t('base:empty.search_hint'),
    action: (
      <button type="button" className="btn btn-outline-primary" onClick={clearSearch}>
        {i18n.t('base:empty.clear_search')}
      </button>
    ),
  };
}
