import type { KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from '@/components/link';
import type { TocChapter } from './documentation-index';

const NAMESPACE = 'help.documentation';

interface DocumentationTocProps {
  chapters: readonly TocChapter[];
  selectedId: number | undefined;
  /** True while a search narrows the list: empty chapters are then left out. */
  searching: boolean;
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Arrow keys, Home and End move between the documents, besides Tab. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const next = NEXT_KEYS[event.key];
  if (!next) return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const index = links.indexOf(event.target as HTMLAnchorElement);
  if (index < 0 || links.length === 0) return;
  event.preventDefault();
  links[next(index, links.length)]?.focus();
}

/** The table of contents: chapters in their order, each with links to its documents. */
export function DocumentationToc({ chapters, selectedId, searching }: DocumentationTocProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <nav aria-label={t('toc.label')} onKeyDown={moveFocus}>
      {chapters.map(({ chapter, documents }) => (
        <div key={chapter.id} className="mb-3">
          <h2 className="h6 text-uppercase text-body-secondary mb-1">{chapter.title}</h2>
          {documents.length === 0 ? (
            <p className="small text-body-secondary mb-0">{searching ? null : t('toc.empty')}</p>
          ) : (
            <ul className="nav nav-pills flex-column mb-0">
              {documents.map(({ document }) => {
                const selected = document.id === selectedId;
                return (
                  <li key={document.id} className="nav-item">
                    <Link
                      to={{ search: `?document=${document.id}` }}
                      aria-current={selected ? 'page' : undefined}
                      className={`nav-link py-1 ${selected ? 'active' : ''}`}
                    >
                      {document.title}
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ))}
    </nav>
  );
}
