import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from '@/i18n/use-translation';
import { FormAlert } from '@/components/form-alert';
import '@/styles/kaizen-work.scss';

interface MoveConfirmDialogProps {
  show: boolean;
  count: number;
  team: string;
  moving: boolean;
  /** Why the last try failed; the dialog stays open so the next try is one click. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** Once it has faded out: where the focus goes is the caller's (the opener may be gone). */
  onExited: () => void;
}

/** "Move 3 kaizens to Logistiek?": a bulk change is confirmed before it is sent. */
export function MoveConfirmDialog(props: MoveConfirmDialogProps) {
  const { t } = useTranslation('base');
  return (
    <Modal
      show={props.show}
      onHide={props.moving ? () => undefined : props.onCancel}
      onExited={props.onExited}
      restoreFocus={false}
      aria-labelledby="move-confirm-title"
      aria-describedby="move-confirm-text"
      centered
      // A bottom sheet on a phone (kaizen-work.scss), its buttons in thumb reach.
      className="sheet-dialog"
    >
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="move-confirm-title" as="h2" className="h5">
          {t('bulk.confirm.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <FormAlert message={props.error} className="mb-3" />
        <p id="move-confirm-text" className="mb-0">
          {t('bulk.confirm.text', { count: props.count, team: props.team })}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={props.onCancel} disabled={props.moving}>
          {t('common.cancel')}
        </Button>
        {/* The move was asked for and can be moved back: the focus starts on it. */}
        <Button
          onClick={props.onConfirm}
          disabled={props.moving}
          aria-busy={props.moving}
          autoFocus
        >
          {props.moving ? (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          ) : null}
          {props.moving
            ? t('bulk.confirm.moving')
            : t('bulk.confirm.submit', { count: props.count })}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
