import { useQuery, useQueryClient } from '@tanstack/react-query';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from '@/i18n/use-translation';
import { userQueries } from '@/api/user-queries';
import { loadUserFormData } from './user-form-data';
import { UserForm } from './user-form';
import { LoadError } from '@/components/load-error';

export interface UserDialogState {
  open: boolean;
  /** The user to edit; a new user without it. */
  userId?: number;
  /** Counts openings, so each one starts from fresh data and a fresh form. */
  key: number;
}

interface UserDialogProps {
  state: UserDialogState;
  onClose: () => void;
  onSaved: (saved: { id: number; name: string; picture_src: string }) => void;
}

/** The user form in a dialog; editing loads the user first (GET /crud/user/{id}). */
export function UserDialog({ state, onClose, onSaved }: UserDialogProps) {
  const { t } = useTranslation('user.index');
  const client = useQueryClient();
  const {
    data: current,
    error,
    refetch,
  } = useQuery({
    ...userQueries.form(state.userId, state.key, () => loadUserFormData(client, state.userId)),
    enabled: state.open,
  });
  const title =
    state.userId === undefined
      ? t('form.create_title')
      : t('form.edit_title', { name: current?.user?.name ?? '' });

  return (
    <Modal show={state.open} onHide={onClose} aria-labelledby="user-form-title" size="lg">
      <Modal.Header closeButton closeLabel={t('base:common.close')}>
        <Modal.Title id="user-form-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      {error ? (
        <Modal.Body>
          <LoadError error={error} onRetry={() => void refetch()} />
        </Modal.Body>
      ) : current ? (
        <UserForm key={state.key} data={current} onSaved={onSaved} onCancel={onClose} />
      ) : (
        <Modal.Body className="text-center py-5">
          <Spinner animation="border" role="status" variant="primary">
            <span className="visually-hidden">{t('base:common.loading')}</span>
          </Spinner>
        </Modal.Body>
      )}
    </Modal>
  );
}
