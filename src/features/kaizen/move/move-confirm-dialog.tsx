import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import Spinner from 'react-bootstrap/Spinner';
import { FormAlert } from '@/components/form-alert';

interface MoveConfirmDialogProps {
  show: boolean;
  count: number;
  team: string;
  moving: boolean;
  /** Why the last try failed; the dialog stays open so the next try is one click. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Move 3 kaizens to Logistiek?": a bulk change is confirmed before it is sent. */
export function MoveConfirmDialog(props: MoveConfirmDialogProps) {
  const { t } = useTranslation('kaizen.move');
  return (
    <Modal show={props.show} onHide={props.onCancel} aria-labelledby="move-confirm-title" centered>
      <Modal.Header closeButton closeLabel={t('base:common.close')}>
        <Modal.Title id="move-confirm-title" as="h2" className="h5">
          {t('confirm.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <FormAlert message={props.error} className="mb-3" />
        <p className="mb-0">{t('confirm.text', { count: props.count, team: props.team })}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={props.onCancel} disabled={props.moving}>
          {t('base:common.cancel')}
        </Button>
        <Button onClick={props.onConfirm} disabled={props.moving} aria-busy={props.moving}>
          {props.moving ? (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          ) : null}
          {props.moving ? t('confirm.moving') : t('confirm.submit', { count: props.count })}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
