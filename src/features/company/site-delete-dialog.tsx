import { useTranslation } from 'react-i18next';
import { deleteSite } from '@/api/companies';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useConfirmAction } from '@/hooks/use-confirm-action';

interface SiteDeleteDialogProps {
  companyId: number;
  /** The site to delete; no dialog without one. */
  site: string | null;
  onDeleted: (sites: string[]) => void;
  onClose: () => void;
}

export function SiteDeleteDialog({ companyId, site, onDeleted, onClose }: SiteDeleteDialogProps) {
  const { t } = useTranslation('company-configurator.index');
  const { shown, dialog } = useConfirmAction(
    site,
    async (site) => onDeleted(await deleteSite(companyId, site)),
    onClose,
  );

  return (
    <ConfirmDialog
      {...dialog}
      title={t('sites.delete_title')}
      confirmLabel={t('sites.delete_confirm')}
    >
      <p className="mb-0">{t('sites.delete_text', { site: shown ?? '' })}</p>
    </ConfirmDialog>
  );
}
