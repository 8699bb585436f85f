import type { DemoDb, DocumentTitleRow } from '../db/types';

/** A document title with its documents, as both documentation calls answer it. */
export function toDocumentTitle(db: DemoDb, title: DocumentTitleRow) {
  return {
    id: title.id,
    title: title.title,
    index: title.index,
    documents: db.documents.filter((document) => document.document_title_id === title.id),
  };
}

export function documentTitlesOf(db: DemoDb, companyId: number | null) {
  return db.documentTitles
    .filter((title) => title.company_id === companyId)
    .sort((a, b) => a.index - b.index || a.id - b.id)
    .map((title) => toDocumentTitle(db, title));
}
