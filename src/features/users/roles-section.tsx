import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { fetchRoles } from '@/api/roles';
import type { Role } from '@/api/schemas/role';
import { FormAlert } from '@/components/form-alert';
import { useApiQuery } from '@/hooks/use-api-query';
import { failureMessage } from '@/lib/failure-message';
import { RoleForm } from './role-form';
import { RoleTable } from './role-table';

interface Dialog {
  open: boolean;
  role?: Role;
  /** A new form (fresh values) each time the dialog opens. */
  key: number;
}

/** The roles tab: list, create and edit roles (GET /crud/role, POST and PUT /api/role). */
export function RolesSection() {
  const { t } = useTranslation('user.index');
  const { data, error, loading, reload } = useApiQuery(['roles'], fetchRoles);
  const [dialog, setDialog] = useState<Dialog>({ open: false, key: 0 });
  const open = (role?: Role) => setDialog(({ key }) => ({ open: true, role, key: key + 1 }));
  const close = () => setDialog((current) => ({ ...current, open: false }));

  return (
    <>
      <div className="d-flex justify-content-end mb-2">
        <Button onClick={() => open()}>{t('roles.new')}</Button>
      </div>
      {error ? (
        <>
          <FormAlert message={failureMessage(error)} />
          <Button variant="outline-primary" onClick={reload}>
            {t('base:common.retry')}
          </Button>
        </>
      ) : data ? (
        <RoleTable roles={data} onEdit={open} />
      ) : (
        <p className="text-body-secondary" aria-busy={loading}>
          {t('base:common.loading')}
        </p>
      )}
      <Modal show={dialog.open} onHide={close} aria-labelledby="role-form-title" size="lg">
        <Modal.Header closeButton closeLabel={t('base:common.close')}>
          <Modal.Title id="role-form-title" as="h2" className="h5">
            {dialog.role ? t('roles.edit_title', { name: dialog.role.name }) : t('roles.new')}
          </Modal.Title>
        </Modal.Header>
        <RoleForm
          key={dialog.key}
          role={dialog.role}
          onCancel={close}
          onSaved={() => {
            close();
            reload();
          }}
        />
      </Modal>
    </>
  );
}
