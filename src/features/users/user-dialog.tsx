import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { useApiQuery } from '@/hooks/use-api-query';
import { failureMessage } from '@/lib/failure-message';
import { loadUserFormData } from './user-form-data';
import { UserForm } from './user-form';

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
  const { data, error, reload } = useApiQuery(
    ['user-form', state.userId, state.key],
    async () => ({ key: state.key, ...(await loadUserFormData(state.userId)) }),
    { enabled: state.open },
  );
  // The hook keeps the last answer while the next loads; an older opening's data is not ours.
  const current = data?.key === state.key ? data : undefined;
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
          <FormAlert message={failureMessage(error)} />
          <Button variant="outline-primary" onClick={reload}>
            {t('base:common.retry')}
          </Button>
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
