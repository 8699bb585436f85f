import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/use-translation';
import { noMatchEmptyState } from '@/components/empty-state';
import { TABLE_PAGE_SIZE } from '@/api/schemas/table';
import { mergeRefreshedUser } from '@/api/users';
import { DataTable } from '@/components/data-table';
import { Pagination, pageRange } from '@/components/pagination';
import { SearchInput } from '@/components/search-input';
import { failureMessage } from '@/lib/failure-message';
import { useSessionStore } from '@/stores/session-store';
import { useUserTable } from './use-user-table';
import { userColumns } from './user-columns';
import { UserDialog, type UserDialogState } from './user-dialog';

/** The users tab: a searchable, sortable, server-paged table with create and edit. */
export function UsersSection() {
  const { t } = useTranslation('user.index');
  const table = useUserTable();
  const [dialog, setDialog] = useState<UserDialogState>({ open: false, key: 0 });
  const open = (userId?: number) => setDialog(({ key }) => ({ open: true, userId, key: key + 1 }));
  const close = () => setDialog((current) => ({ ...current, open: false }));

  function saved(user: { id: number; name: string; picture_src: string }) {
    close();
    void table.invalidate();
    // Editing yourself here changes the top bar too.
    const session = useSessionStore.getState();
    if (session.user?.id === user.id) {
      session.setUser(
        mergeRefreshedUser(session.user, { name: user.name, picture_src: user.picture_src }),
      );
    }
  }

  const total = table.data?.total ?? 0;
  const range = pageRange(table.page, TABLE_PAGE_SIZE, total);
  return (
    <>
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3">
        <SearchInput
          label={t('table.search')}
          value={table.search}
          onSearch={table.setSearch}
          className="flex-grow-1"
          placeholder={t('table.search_placeholder')}
        />
        <Button onClick={() => open()}>{t('table.new')}</Button>
      </div>
      <DataTable
        caption={t('table.caption')}
        captionHidden
        columns={userColumns(t, (user) => open(user.id))}
        rows={table.data?.data}
        rowKey={(user) => user.id}
        sort={table.sort}
        onSort={table.setSort}
        loading={table.loading}
        error={table.error ? failureMessage(table.error) : undefined}
        onRetry={table.retry}
        empty={
          table.search
            ? noMatchEmptyState(t('table.no_results', { search: table.search }), () =>
                table.setSearch(''),
              )
            : { title: t('table.empty'), hint: t('table.empty_hint') }
        }
      />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
        <p className="text-body-secondary small mb-0" aria-live="polite">
          {table.data ? t('table.summary', { ...range, total }) : null}
        </p>
        <Pagination
          page={table.page}
          size={TABLE_PAGE_SIZE}
          total={total}
          onPageChange={table.setPage}
          label={t('table.pages')}
          disabled={table.loading}
        />
      </div>
      <UserDialog state={dialog} onClose={close} onSaved={saved} />
    </>
  );
}
