import { Suspense, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from 'react-router-dom';
import { focusIfLost } from '@/lib/focus';
import type { DocumentPage, DocumentTitle } from '@/api/schemas/content';
import { DocumentForm } from '../lazy-forms';
import { Loading } from '../load-state';
import { SearchBox } from '../search-box';
import { findDocument, indexDocumentation, searchDocumentation } from './documentation-index';
import { DocumentationToc } from './documentation-toc';
import { DocumentView } from './document-view';
import { EmptyState } from '@/components/empty-state';

const NAMESPACE = 'help.documentation';

interface DocumentationBrowserProps {
  titles: readonly DocumentTitle[];
  canEdit: boolean;
  /** Called after a save, so the page loads the chapters anew. */
  onChanged: () => void;
}

/** Search and table of contents beside the selected document (`?document=<id>`) or its form. */
export function DocumentationBrowser({ titles, canEdit, onChanged }: DocumentationBrowserProps) {
  const { t } = useTranslation(NAMESPACE);
  const [searchParams, setSearchParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<DocumentPage | 'new' | null>(null);
  // A closed editor gives the focus back to the button that opened it.
  const [opener, setOpener] = useState<'new' | 'edit' | null>(null);
  const close = () => {
    setOpener(editing === 'new' ? 'new' : 'edit');
    setEditing(null);
  };
  const toc = useMemo(() => indexDocumentation(titles), [titles]);
  const shown = useMemo(() => searchDocumentation(toc, query), [toc, query]);
  const count = shown.reduce((sum, chapter) => sum + chapter.documents.length, 0);

  const requested = searchParams.get('document');
  const selected = requested
    ? findDocument(toc, Number(requested))
    : toc.find((chapter) => chapter.documents.length > 0)?.documents[0];

  const onSaved = (document: DocumentPage) => {
    close();
    setSearchParams({ document: String(document.id) });
    onChanged();
  };

  let main;
  if (editing) {
    main = (
      <Suspense fallback={<Loading />}>
        <DocumentForm
          chapters={titles}
          document={editing === 'new' ? undefined : editing}
          chapterId={selected?.chapter.id}
          onSaved={onSaved}
          onCancel={close}
        />
      </Suspense>
    );
  } else if (selected) {
    const edit = selected.document;
    main = (
      <DocumentView
        entry={selected}
        onEdit={canEdit ? () => setEditing(edit) : undefined}
        editRef={opener === 'edit' ? focusIfLost : undefined}
      />
    );
  } else {
    main = <EmptyState title={requested ? t('not_found') : t('empty')} />;
  }

  return (
    <div className="row g-4">
      <div className="col-md-4 col-xl-3">
        <SearchBox
          id="documentation-search"
          className="mb-3"
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={setQuery}
          status={query.trim() ? t('search.results', { count }) : undefined}
        />
        {canEdit && !editing && titles.length > 0 ? (
          <Button
            ref={opener === 'new' ? focusIfLost : undefined}
            size="sm"
            className="mb-3"
            onClick={() => setEditing('new')}
          >
            {t('new')}
          </Button>
        ) : null}
        {query.trim() && count === 0 ? (
          <p className="text-body-secondary">{t('search.none')}</p>
        ) : (
          <DocumentationToc
            chapters={shown}
            selectedId={selected?.document.id}
            searching={Boolean(query.trim())}
          />
        )}
      </div>
      <div className="col-md-8 col-xl-9">{main}</div>
    </div>
  );
}
