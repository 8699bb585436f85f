import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from '@/i18n/use-translation';
import { SUPERADMIN_ROLE, type Role } from '@/api/schemas/role';
import { roleLabel } from './role-label';

interface RoleTableProps {
  roles: readonly Role[];
  onEdit: (role: Role) => void;
}

/** The roles with whether they can be assigned and how many permissions they hold. */
export function RoleTable({ roles, onEdit }: RoleTableProps) {
  const { t } = useTranslation('user.index');
  return (
    <Table responsive hover className="align-middle">
      <caption className="visually-hidden">{t('roles.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('roles.columns.name')}</th>
          <th scope="col">{t('roles.columns.is_assignable')}</th>
          <th scope="col">{t('roles.columns.permissions')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('roles.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {roles.map((role) => {
          // Spec §6: this role passes every check by its name; the server refuses edits (423).
          const locked = role.name === SUPERADMIN_ROLE;
          const label = roleLabel(t, role.name);
          return (
            <tr key={role.id}>
              <th scope="row">{label}</th>
              <td>{t(role.is_assignable ? 'base:common.yes' : 'base:common.no')}</td>
              <td>
                {locked
                  ? t('roles.all_permissions')
                  : t('roles.permission_count', { count: role.permissions.length })}
              </td>
              <td className="text-end">
                {locked ? (
                  <span className="text-body-secondary small">{t('roles.locked')}</span>
                ) : (
                  <Button
                    variant="outline-primary"
                    size="sm"
                    onClick={() => onEdit(role)}
                    aria-label={t('roles.edit', { name: label })}
                  >
                    {t('base:common.edit')}
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
