import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/use-translation';
import { noMatchEmptyState } from '@/components/empty-state';
import { SUPERADMIN_ROLE } from '@/api/schemas/role';
import type { CompanyRow } from '@/api/schemas/company';
import { TABLE_PAGE_SIZE } from '@/api/schemas/table';
import { DataTable } from '@/components/data-table';
import { Pagination } from '@/components/pagination';
import { SearchInput } from '@/components/search-input';
import { failureMessage } from '@/lib/failure-message';
import { hasRole } from '@/lib/permissions';
import { useSessionStore } from '@/stores/session-store';
import { companyColumns } from './company-columns';
import { CompanyFormDialog } from './company-form-dialog';
import { useCompanyTable } from './use-company-table';

type Editing = { company: CompanyRow | null } | null;

/** /company: the companies with their user, team and kaizen counts; add and edit. */
export function CompanyPage() {
  const { t } = useTranslation('company.index');
  const user = useSessionStore((state) => state.user);
  const table = useCompanyTable();
  const [editing, setEditing] = useState<Editing>(null);
  // Our demo backend lets only the superadmin found a company; others manage their own.
  const canCreate = hasRole(user, SUPERADMIN_ROLE);

  return (
    <section aria-labelledby="company-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <h1 id="company-title" className="h3 mb-0">
          {t('title')}
        </h1>
        {canCreate ? (
          <Button onClick={() => setEditing({ company: null })}>{t('create')}</Button>
        ) : null}
      </div>
      <SearchInput
        className="mb-3"
        label={t('search')}
        value={table.search}
        onSearch={table.setSearch}
      />
      <DataTable
        caption={t('table.caption')}
        captionHidden
        columns={companyColumns(t, (company) => setEditing({ company }))}
        rows={table.data?.data}
        rowKey={(row) => row.id}
        sort={table.sort}
        onSort={table.setSort}
        loading={table.loading && table.data !== undefined}
        error={table.error ? failureMessage(table.error) : undefined}
        onRetry={table.retry}
        empty={
          table.search
            ? noMatchEmptyState(t('table.no_match'), () => table.setSearch(''))
            : { title: t('table.empty'), hint: t('table.empty_hint') }
        }
      />
      <div className="mt-3">
        <Pagination
          page={table.page}
          size={TABLE_PAGE_SIZE}
          total={table.data?.total ?? 0}
          onPageChange={table.setPage}
          label={t('table.pages')}
          disabled={table.loading}
        />
      </div>
      {editing ? (
        <CompanyFormDialog
          company={editing.company}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void table.invalidate();
          }}
        />
      ) : null}
    </section>
  );
}
