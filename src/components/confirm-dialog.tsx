import { useId, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from '@/i18n/use-translation';
import { FormAlert } from '@/components/form-alert';
import { focusIfLost, pageHeading } from '@/lib/focus';

interface ConfirmDialogProps {
  show: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  /** The button that keeps things as they are; "Annuleren" unless that would be ambiguous. */
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  error?: string;
  /**
   * Where the focus goes once the dialog closed when the control that opened it is gone (the
   * deleted row's button): the list's heading, say. The page's heading when not given.
   */
  focusAfter?: () => HTMLElement | null;
}

/** Asks before something is removed or thrown away; the dialog stays open, with the error, when it fails. */
export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  error,
  focusAfter,
}: ConfirmDialogProps) {
  const { t } = useTranslation('base');
  const titleId = useId();
  const textId = useId();
  return (
    <Modal
      show={show}
      onHide={busy ? () => undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      centered
      // The modal puts the focus back on its opener after onExited; one removed with its row
      // leaves it on <body> (WCAG 2.4.3), so look once that has happened.
      onExited={() => window.setTimeout(() => focusIfLost(focusAfter?.() ?? pageHeading()))}
    >
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <FormAlert message={error} />
        <div id={textId}>{children}</div>
      </Modal.Body>
      <Modal.Footer>
        {/* What is removed here is gone: the focus starts on the way out, not on the removal. */}
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          ) : null}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
