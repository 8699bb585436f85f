import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from '@/i18n/use-translation';
import { SubmitButton } from '@/components/submit-button';
import { focusableDisabled } from '@/lib/focusable-disabled';
import type { SaveStatus } from './kaizen-form-values';
import { KaizenFormCancel } from './kaizen-form-cancel';

interface KaizenFormActionsProps {
  /** A new kaizen or a draft: submit and save as a draft; else save the changes. */
  canDraft: boolean;
  saving: SaveStatus | null;
  /** A save or a photo's scaling under way. */
  busy: boolean;
  onDraft: () => void;
  /** Where cancel leads, and what it needs to know to ask first. */
  cancel?: { to: string; changed: boolean; onAbandon: () => void };
}

/** The form's buttons, in a bar that stays in view at the bottom of the screen. */
export function KaizenFormActions({
  canDraft,
  saving,
  busy,
  onDraft,
  cancel,
}: KaizenFormActionsProps) {
  const { t } = useTranslation('kaizen.new');
  return (
    <div className="sticky-actions d-flex flex-wrap gap-2">
      <SubmitButton submitting={saving === 'open'} disabled={busy}>
        {canDraft ? t('actions.submit') : t('actions.save')}
      </SubmitButton>
      {canDraft ? (
        <Button
          variant="outline-primary"
          {...focusableDisabled(busy)}
          aria-busy={saving === 'draft'}
          onClick={onDraft}
        >
          {saving === 'draft' ? (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          ) : null}
          {t('actions.save_draft')}
        </Button>
      ) : null}
      {cancel ? (
        <KaizenFormCancel
          to={cancel.to}
          changed={cancel.changed}
          onAbandon={cancel.onAbandon}
          disabled={saving !== null}
        />
      ) : null}
    </div>
  );
}
