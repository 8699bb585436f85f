import { useTranslation } from '@/i18n/use-translation';
import { deleteSite } from '@/api/companies';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useConfirmAction } from '@/hooks/use-confirm-action';

interface SiteDeleteDialogProps {
  companyId: number;
  /** The site to delete; no dialog without one. */
  site: string | null;
  onDeleted: (sites: string[]) => void;
  onClose: () => void;
  /** Where the focus goes after the delete, the deleted row's button being gone. */
  focusAfter: () => HTMLElement | null;
}

export function SiteDeleteDialog({
  companyId,
  site,
  onDeleted,
  onClose,
  focusAfter,
}: SiteDeleteDialogProps) {
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
      focusAfter={focusAfter}
    >
      <p className="mb-0">{t('sites.delete_text', { site: shown ?? '' })}</p>
    </ConfirmDialog>
  );
}
