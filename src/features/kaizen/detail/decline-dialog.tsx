import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { KAIZEN_LIMITS, type Kaizen } from '@/api/schemas/kaizen';
import { FormAlert } from '@/components/form-alert';
import { FormField, focusFirstInvalidField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { failureMessage } from '@/lib/failure-message';

interface DeclineDialogProps {
  kaizen: Kaizen;
  show: boolean;
  onClose: () => void;
  /** A valid reason was given: the decline is scheduled (behind its undo toast) by the caller. */
  onConfirm: (reason: string) => void;
  /** Why the last decline failed; the dialog reopens on it with the reason still there. */
  failure: unknown;
}

/**
 * Declining needs a reason (required, at most KAIZEN_LIMITS.reasonMax characters). The dialog
 * only asks for it: the decline itself waits behind an undo toast, so a failure comes back
 * later, through `failure`, and finds the reason as it was typed.
 */
export function DeclineDialog({ kaizen, show, onClose, onConfirm, failure }: DeclineDialogProps) {
  const { t } = useTranslation(['kaizen.new', 'base']);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalidField(formRef.current);
  }, [focusRequest]);

  const fail = (message: string) => {
    setError(message);
    setFocusRequest((count) => count + 1);
  };

  // A new failure is shown once, while rendering (React's "adjust state when a prop changes").
  const [shownFailure, setShownFailure] = useState<unknown>(null);
  if (failure !== shownFailure) {
    setShownFailure(failure);
    const atField = isApiError(failure) ? failure.fieldError('reason') : undefined;
    if (atField) fail(atField);
    else if (failure) setAlert(failureMessage(failure));
  }

  function confirm() {
    const trimmed = reason.trim();
    if (!trimmed) return fail(t('base:common.required'));
    if (trimmed.length > KAIZEN_LIMITS.reasonMax) {
      return fail(t('validation.max', { max: KAIZEN_LIMITS.reasonMax }));
    }
    setAlert(null);
    onConfirm(trimmed);
  }

  return (
    <Modal show={show} onHide={onClose} aria-labelledby="decline-dialog-title" centered>
      <Form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <Modal.Header closeButton closeLabel={t('base:common.close')}>
          <Modal.Title id="decline-dialog-title" as="h2" className="h5">
            {t('decline.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t('decline.intro', { title: kaizen.title })}</p>
          <FormAlert message={alert} />
          <FormField
            name="reason"
            label={t('decline.reason')}
            value={reason}
            onChange={(value) => {
              setReason(value);
              setError(undefined);
            }}
            error={error}
            hint={t('hints.count', { used: reason.length, max: KAIZEN_LIMITS.reasonMax })}
            rows={4}
            required
            autoFocus
            className="mb-0"
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            {t('base:common.cancel')}
          </Button>
          <SubmitButton variant="danger" submitting={false}>
            {t('decline.confirm')}
          </SubmitButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
