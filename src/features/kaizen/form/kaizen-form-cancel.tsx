import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';

interface KaizenFormCancelProps {
  /** The kaizen's detail. */
  to: string;
  /** Something was typed or chosen: leaving throws it away, so it is asked first. */
  changed: boolean;
  /** Drops the draft, so the next edit starts from the saved kaizen. */
  onAbandon: () => void;
  disabled: boolean;
}

/** Leaves the edit for the detail; with changes, only after the user agrees to lose them. */
export function KaizenFormCancel({ to, changed, onAbandon, disabled }: KaizenFormCancelProps) {
  const { t } = useTranslation(['kaizen.new', 'base']);
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const leave = () => {
    onAbandon();
    void navigate(to);
  };
  return (
    <>
      <Button
        variant="outline-secondary"
        disabled={disabled}
        onClick={() => (changed ? setAsking(true) : leave())}
      >
        {t('base:common.cancel')}
      </Button>
      <ConfirmDialog
        show={asking}
        title={t('cancel.title')}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        onConfirm={leave}
        onCancel={() => setAsking(false)}
      >
        <p className="mb-0">{t('cancel.text')}</p>
      </ConfirmDialog>
    </>
  );
}
