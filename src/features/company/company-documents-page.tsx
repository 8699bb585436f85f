import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation';
import { companyQueries } from '@/api/company-queries';
import type { DocumentTitle } from '@/api/schemas/content';
import { QueryState } from '@/components/query-state';
import { SafeHtml } from '@/components/safe-html';
import { DocumentTitleForm } from './document-title-form';
import { useFirstLoadFailure } from '@/hooks/use-first-load-failure';
import { EmptyState } from '@/components/empty-state';

const byIndex = (titles: readonly DocumentTitle[]) =>
  [...titles].sort((a, b) => a.index - b.index || a.id - b.id);

/** /company/documents: the company's own document titles by index, with their documents. */
export function CompanyDocumentsPage() {
  const { t } = useTranslation('company-configurator.index');
  const client = useQueryClient();
  const { data, error, refetch } = useQuery(companyQueries.documents());
  useFirstLoadFailure(error, data);
  const titles = data ? byIndex(data) : undefined;
  const nextIndex = Math.max(0, ...(titles ?? []).map((title) => title.index)) + 1;

  return (
    <section aria-labelledby="documents-title">
      <h1 id="documents-title" className="h3 mb-4">
        {t('documents.title')}
      </h1>
      <QueryState data={titles} error={error} reload={() => void refetch()}>
        {(titles) =>
          titles.length === 0 ? (
            <EmptyState title={t('documents.empty')} hint={t('documents.empty_hint')} />
          ) : (
            <ol className="list-group mb-4" aria-labelledby="documents-title">
              {titles.map((title) => (
                <li key={title.id} className="list-group-item">
                  <span className="fw-semibold">{title.title}</span>
                  {title.documents.length === 0 ? (
                    <p className="small text-body-secondary mb-0">{t('documents.no_documents')}</p>
                  ) : (
                    title.documents.map((document) => (
                      <details key={document.id} className="mt-2">
                        <summary>{document.title}</summary>
                        <SafeHtml html={document.body} className="mt-2 measure-text" />
                      </details>
                    ))
                  )}
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
      <div className="card">
        <div className="card-body">
          <DocumentTitleForm
            nextIndex={nextIndex}
            onCreated={(title) =>
              client.setQueryData(
                companyQueries.documents().queryKey,
                (current) =>
                  current && [...current.filter((known) => known.id !== title.id), title],
              )
            }
          />
        </div>
      </div>
    </section>
  );
}
