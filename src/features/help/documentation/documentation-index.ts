import type { DocumentPage, DocumentTitle } from '@/api/schemas/content';
import { htmlToText } from '@/lib/sanitize-html';
import { matchesQuery } from '../search-text';

export interface IndexedDocument {
  document: DocumentPage;
  chapter: DocumentTitle;
  /** The sanitised text of the body: what a reader sees, so what search looks in. */
  text: string;
}

export interface TocChapter {
  chapter: DocumentTitle;
  documents: IndexedDocument[];
}

/** Every document with its chapter and searchable text, in reading order. */
export function indexDocumentation(titles: readonly DocumentTitle[]): TocChapter[] {
  return titles.map((chapter) => ({
    chapter,
    documents: chapter.documents.map((document) => ({
      document,
      chapter,
      text: htmlToText(document.body),
    })),
  }));
}

/**
 * The chapters and documents that match `query` in a chapter title, document title or text.
 * Without a query every chapter shows, also one without documents yet.
 */
export function searchDocumentation(toc: readonly TocChapter[], query: string): TocChapter[] {
  if (!query.trim()) return [...toc];
  return toc
    .map(({ chapter, documents }) => ({
      chapter,
      documents: documents.filter((entry) =>
        matchesQuery(query, chapter.title, entry.document.title, entry.text),
      ),
    }))
    .filter((entry) => entry.documents.length > 0);
}

export function findDocument(toc: readonly TocChapter[], id: number): IndexedDocument | undefined {
  for (const { documents } of toc) {
    const found = documents.find((entry) => entry.document.id === id);
    if (found) return found;
  }
  return undefined;
}
