import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '@/i18n/use-translation';
import { KAIZEN_LIMITS, type Kaizen } from '@/api/schemas/kaizen';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useForm } from '@/hooks/use-form';
import { requiredMessage } from '@/lib/validation';
import { DeclineReasons } from './decline-reasons';
import { useSheetAboveKeyboard } from './use-sheet-above-keyboard';
import '@/styles/kaizen-work.scss';

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
 * Declining needs a reason (required, at most KAIZEN_LIMITS.reasonMax characters): typed, or
 * started from preset chips that write into the same text. The dialog only asks for it: the
 * decline itself waits behind an undo toast, so a failure comes back later, through `failure`,
 * and finds the reason as it was typed. On a phone it is a bottom sheet that stays above the
 * keyboard (docs/decisions.md, "Decline reasons").
 */
export function DeclineDialog({ kaizen, show, onClose, onConfirm, failure }: DeclineDialogProps) {
  const { t } = useTranslation(['kaizen.new', 'base']);
  const { setFormElement, ...form } = useForm({
    keepAs: `decline-${kaizen.id}`,
    initial: { reason: '' },
    validate: ({ reason }) => ({
      reason:
        requiredMessage(reason) ??
        (reason.trim().length > KAIZEN_LIMITS.reasonMax
          ? t('validation.max', { max: KAIZEN_LIMITS.reasonMax })
          : undefined),
    }),
  });

  // A new failure is shown once, while rendering (React's "adjust state when a prop changes").
  // The form hook and the sheet both need the form element; a stable ref callback gives it to both.
  const [formElement, setForm] = useState<HTMLFormElement | null>(null);
  const formRef = useCallback(
    (element: HTMLFormElement | null) => {
      setFormElement(element);
      setForm(element);
    },
    [setFormElement],
  );
  useSheetAboveKeyboard(formElement);

  const [shownFailure, setShownFailure] = useState<unknown>(null);
  if (failure !== shownFailure) {
    setShownFailure(failure);
    if (failure) form.showFailure(failure);
  }

  return (
    <Modal
      show={show}
      onHide={onClose}
      aria-labelledby="decline-dialog-title"
      aria-describedby="decline-dialog-text"
      centered
      className="decline-dialog sheet-dialog"
    >
      <Form
        ref={formRef}
        className="decline-dialog__form"
        noValidate
        onSubmit={form.onSubmit(({ reason }) => onConfirm(reason.trim()))}
      >
        <Modal.Header closeButton closeLabel={t('base:common.close')}>
          <Modal.Title id="decline-dialog-title" as="h2" className="h5">
            {t('decline.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p id="decline-dialog-text">{t('decline.intro', { title: kaizen.title })}</p>
          <FormAlert message={form.formError} />
          <DeclineReasons
            reason={form.values.reason}
            onChange={(reason) => form.setField('reason', reason)}
          />
          <FormField
            {...form.field('reason')}
            label={t('decline.reason')}
            hint={t('hints.count', {
              used: form.values.reason.length,
              max: KAIZEN_LIMITS.reasonMax,
            })}
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
