import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { declineKaizen } from '@/api/kaizens';
import { KAIZEN_LIMITS, type Kaizen } from '@/api/schemas/kaizen';
import { FormAlert } from '@/components/form-alert';
import { FormField, focusFirstInvalidField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { failureMessage } from '@/lib/failure-message';
import { savedAnyway } from '@/lib/saved-anyway';

interface DeclineDialogProps {
  kaizen: Kaizen;
  show: boolean;
  onClose: () => void;
  /** After the decline; `readable` is false when the server declined it but its answer could
   * not be read (already said in a toast). */
  /** The declined kaizen; undefined when the answer was unreadable (reload). */
  onDeclined: (declined: Kaizen | undefined) => void;
}

/** Declining needs a reason (required, at most KAIZEN_LIMITS.reasonMax characters). */
export function DeclineDialog({ kaizen, show, onClose, onDeclined }: DeclineDialogProps) {
  const { t } = useTranslation(['kaizen.new', 'base']);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalidField(formRef.current);
  }, [focusRequest]);

  const fail = (message: string) => {
    setError(message);
    setFocusRequest((count) => count + 1);
  };

  async function send() {
    const trimmed = reason.trim();
    if (!trimmed) return fail(t('base:common.required'));
    if (trimmed.length > KAIZEN_LIMITS.reasonMax) {
      return fail(t('validation.max', { max: KAIZEN_LIMITS.reasonMax }));
    }
    setSending(true);
    setAlert(null);
    try {
      onDeclined(await declineKaizen(kaizen.id, trimmed));
    } catch (caught) {
      // Declined, but its answer was unreadable: close and reload, never send it twice.
      if (savedAnyway(caught)) return onDeclined(undefined);
      const atField = isApiError(caught) ? caught.fieldError('reason') : undefined;
      if (atField) fail(atField);
      else {
        setAlert(failureMessage(caught));
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal show={show} onHide={onClose} aria-labelledby="decline-dialog-title" centered>
      <Form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
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
          <SubmitButton variant="danger" submitting={sending}>
            {t('decline.confirm')}
          </SubmitButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
