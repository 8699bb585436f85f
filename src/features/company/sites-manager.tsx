import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/use-translation';
import { QueryState } from '@/components/query-state';
import { SiteAddForm } from './site-add-form';
import { SiteDeleteDialog } from './site-delete-dialog';
import { SiteRenameForm } from './site-rename-form';
import { useSites } from './use-sites';
import { EmptyState } from '@/components/empty-state';

/** The company's sites: add, rename in place and delete after a confirmation. */
export function SitesManager({ companyId }: { companyId: number }) {
  const { t } = useTranslation('company-configurator.index');
  const { sites, error, reload, setSites } = useSites(companyId);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const hidden = (site: string) => (
    <>
      {' '}
      <span className="visually-hidden">{site}</span>
    </>
  );

  return (
    <section aria-labelledby="sites-title" className="mt-5">
      <h2 id="sites-title" className="h4">
        {t('sites.title')}
      </h2>
      <SiteAddForm companyId={companyId} onSaved={setSites} />
      <QueryState data={sites} error={error} reload={reload}>
        {(sites) =>
          sites.length === 0 ? (
            <EmptyState title={t('sites.empty')} hint={t('sites.empty_hint')} />
          ) : (
            <ul className="list-group" aria-labelledby="sites-title">
              {sites.map((site) => (
                <li
                  key={site}
                  className="list-group-item d-flex flex-wrap align-items-center gap-2"
                >
                  {editing === site ? (
                    <SiteRenameForm
                      companyId={companyId}
                      site={site}
                      onCancel={() => setEditing(null)}
                      onSaved={(next) => {
                        setSites(next);
                        setEditing(null);
                      }}
                    />
                  ) : (
                    <>
                      <span className="flex-grow-1">{site}</span>
                      <Button size="sm" variant="outline-primary" onClick={() => setEditing(site)}>
                        {t('sites.rename')}
                        {hidden(site)}
                      </Button>
                    </>
                  )}
                  <Button size="sm" variant="outline-danger" onClick={() => setDeleting(site)}>
                    {t('base:common.delete')}
                    {hidden(site)}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <SiteDeleteDialog
        companyId={companyId}
        site={deleting}
        onDeleted={setSites}
        onClose={() => setDeleting(null)}
        focusAfter={() => document.getElementById('sites-title')}
      />
    </section>
  );
}
