import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteSite } from '@/api/companies';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { failureMessage } from '@/lib/failure-message';

interface SiteDeleteDialogProps {
  companyId: number;
  /** The site to delete; no dialog without one. */
  site: string | null;
  onDeleted: (sites: string[]) => void;
  onClose: () => void;
}

export function SiteDeleteDialog({ companyId, site, onDeleted, onClose }: SiteDeleteDialogProps) {
  const { t } = useTranslation('company-configurator.index');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // The name stays in the text while the dialog fades out.
  const [shown, setShown] = useState(site);
  if (site !== null && site !== shown) setShown(site);

  const close = () => {
    setError(undefined);
    onClose();
  };

  const confirm = async () => {
    if (site === null || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      onDeleted(await deleteSite(companyId, site));
      close();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      show={site !== null}
      title={t('sites.delete_title')}
      confirmLabel={t('sites.delete_confirm')}
      onConfirm={() => void confirm()}
      onCancel={close}
      busy={busy}
      error={error}
    >
      <p className="mb-0">{t('sites.delete_text', { site: shown ?? '' })}</p>
    </ConfirmDialog>
  );
}
