import Button from 'react-bootstrap/Button';
import type { TFunction } from 'i18next';
import type { User } from '@/api/schemas/user';
import type { DataTableColumn } from '@/components/data-table';
import { roleLabel } from './role-label';

const names = (items: readonly { name: string }[]) => items.map((item) => item.name).join(', ');

/** The user table's columns; name, e-mail and language sort on the server. */
export function userColumns(t: TFunction, onEdit: (user: User) => void): DataTableColumn<User>[] {
  return [
    {
      id: 'name',
      header: t('table.columns.name'),
      sortField: 'name',
      rowHeader: true,
      cell: (user) => (
        <span className="d-inline-flex align-items-center gap-2 fw-normal">
          <img
            src={user.picture_src}
            alt=""
            width={32}
            height={32}
            className="rounded-circle object-fit-cover"
          />
          {user.name}
        </span>
      ),
    },
    {
      id: 'email',
      header: t('table.columns.email'),
      sortField: 'email',
      cell: (user) => user.email,
    },
    {
      id: 'locale',
      header: t('table.columns.locale'),
      sortField: 'locale',
      cell: (user) =>
        user.locale ? t(`locales.${user.locale}`, { defaultValue: user.locale }) : '',
    },
    {
      id: 'roles',
      header: t('table.columns.roles'),
      cell: (user) => user.roles.map((role) => roleLabel(t, role.name)).join(', '),
    },
    { id: 'teams', header: t('table.columns.teams'), cell: (user) => names(user.teams) },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('table.columns.actions')}</span>,
      className: 'text-end',
      cell: (user) => (
        <Button
          variant="outline-primary"
          size="sm"
          onClick={() => onEdit(user)}
          aria-label={t('table.edit', { name: user.name })}
        >
          {t('base:common.edit')}
        </Button>
      ),
    },
  ];
}
