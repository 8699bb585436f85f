import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '@/i18n/use-translation';
import type { Role } from '@/api/schemas/role';
import { userQueries } from '@/api/user-queries';
import { RoleForm } from './role-form';
import { roleLabel } from './role-label';
import { RoleTable } from './role-table';
import { LoadError } from '@/components/load-error';

interface Dialog {
  open: boolean;
  role?: Role;
  /** A new form (fresh values) each time the dialog opens. */
  key: number;
}

/** The roles tab: list, create and edit roles (GET /crud/role, POST and PUT /api/role). */
export function RolesSection() {
  const { t } = useTranslation('user.index');
  const client = useQueryClient();
  const { data, error, isPending, refetch } = useQuery(userQueries.roles());
  const [dialog, setDialog] = useState<Dialog>({ open: false, key: 0 });
  const open = (role?: Role) => setDialog(({ key }) => ({ open: true, role, key: key + 1 }));
  const close = () => setDialog((current) => ({ ...current, open: false }));

  return (
    <>
      <div className="d-flex justify-content-end mb-2">
        <Button onClick={() => open()}>{t('roles.new')}</Button>
      </div>
      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : data ? (
        <RoleTable roles={data} onEdit={open} />
      ) : (
        <p className="text-body-secondary" aria-busy={isPending}>
          {t('base:common.loading')}
        </p>
      )}
      <Modal show={dialog.open} onHide={close} aria-labelledby="role-form-title" size="lg">
        <Modal.Header closeButton closeLabel={t('base:common.close')}>
          <Modal.Title id="role-form-title" as="h2" className="h5">
            {dialog.role
              ? t('roles.edit_title', { name: roleLabel(t, dialog.role.name) })
              : t('roles.new')}
          </Modal.Title>
        </Modal.Header>
        <RoleForm
          key={dialog.key}
          role={dialog.role}
          onCancel={close}
          onSaved={() => {
            close();
            void client.invalidateQueries(userQueries.roles());
          }}
        />
      </Modal>
    </>
  );
}
