import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation';
import { contentQueries } from '@/api/content-queries';
import { useSessionStore } from '@/stores/session-store';
import { DocumentationBrowser } from './documentation/documentation-browser';
import { canEditDocumentation } from './help-permissions';
import { LoadError } from '@/components/load-error';
import { Loading } from './load-state';
import { useFirstLoadFailure } from '@/hooks/use-first-load-failure';

const NAMESPACE = 'help.documentation';

/** /help/documentation: the product documentation by chapter (language file help.documentation). */
export function HelpDocumentationPage() {
  const { t } = useTranslation(NAMESPACE);
  const user = useSessionStore((state) => state.user);
  const client = useQueryClient();
  const titles = useQuery(contentQueries.documentTitles());
  useFirstLoadFailure(titles.error, titles.data);

  let body;
  if (titles.data) {
    body = (
      <DocumentationBrowser
        titles={titles.data}
        canEdit={canEditDocumentation(user)}
        onChanged={() => void client.invalidateQueries(contentQueries.documentTitles())}
      />
    );
  } else if (titles.error)
    body = <LoadError error={titles.error} onRetry={() => void titles.refetch()} />;
  else body = <Loading />;

  return (
    <section aria-labelledby="documentation-title">
      <h1 id="documentation-title" className="h3 mb-3">
        {t('title')}
      </h1>
      {body}
    </section>
  );
}
