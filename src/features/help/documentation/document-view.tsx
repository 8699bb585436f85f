import type { Ref } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/use-translation';
import { SafeHtml } from '@/components/safe-html';
import type { IndexedDocument } from './documentation-index';

interface DocumentViewProps {
  entry: IndexedDocument;
  onEdit?: () => void;
  editRef?: Ref<HTMLButtonElement>;
}

/** One document: its chapter, title and sanitised body. */
export function DocumentView({ entry, onEdit, editRef }: DocumentViewProps) {
  const { t } = useTranslation('help.documentation');
  const { document, chapter } = entry;
  const titleId = `document-${document.id}-title`;
  return (
    <article aria-labelledby={titleId}>
      <p className="small text-body-secondary mb-1">{chapter.title}</p>
      <div className="d-flex flex-wrap align-items-start gap-2 mb-3">
        <h2 id={titleId} className="h4 mb-0 me-auto">
          {document.title}
        </h2>
        {onEdit ? (
          <Button
            ref={editRef}
            variant="outline-secondary"
            size="sm"
            aria-label={t('edit_label', { title: document.title })}
            onClick={onEdit}
          >
            {t('edit')}
          </Button>
        ) : null}
      </div>
      <SafeHtml html={document.body} className="documentation__body measure-text" />
    </article>
  );
}
