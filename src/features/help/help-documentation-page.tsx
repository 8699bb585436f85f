import { useTranslation } from 'react-i18next';
import { fetchDocumentTitles } from '@/api/content';
import { useApiQuery } from '@/hooks/use-api-query';
import { useSessionStore } from '@/stores/session-store';
import { DocumentationBrowser } from './documentation/documentation-browser';
import { canEditDocumentation } from './help-permissions';
import { LoadError } from '@/components/load-error';
import { Loading } from './load-state';

const NAMESPACE = 'help.documentation';

/** /help/documentation: the product documentation by chapter (language file help.documentation). */
export function HelpDocumentationPage() {
  const { t } = useTranslation(NAMESPACE);
  const user = useSessionStore((state) => state.user);
  const titles = useApiQuery(['document-titles'], fetchDocumentTitles);

  let body;
  if (titles.data) {
    body = (
      <DocumentationBrowser
        titles={titles.data}
        canEdit={canEditDocumentation(user)}
        onChanged={titles.reload}
      />
    );
  } else if (titles.error) body = <LoadError error={titles.error} onRetry={titles.reload} />;
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
