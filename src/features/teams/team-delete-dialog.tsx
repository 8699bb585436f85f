import { useTranslation } from '@/i18n/use-translation';
import type { Team } from '@/api/schemas/team';
import { softDeleteTeam } from '@/api/teams';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useConfirmAction } from '@/hooks/use-confirm-action';
import { notify } from '@/components/toasts';

interface TeamDeleteDialogProps {
  /** The team to delete; no dialog without one. */
  team: Team | null;
  onDeleted: (team: Team) => void;
  onClose: () => void;
  /** Where the focus goes after the delete, the deleted row's button being gone. */
  focusAfter: () => HTMLElement | null;
}

/** Asks before a team is soft-deleted; it can be restored on the team management page. */
export function TeamDeleteDialog({ team, onDeleted, onClose, focusAfter }: TeamDeleteDialogProps) {
  const { t } = useTranslation('team.index');
  const { shown, dialog } = useConfirmAction(
    team,
    async (team) => {
      await softDeleteTeam(team.id);
      onDeleted(team);
      notify({ header: t('delete.done_header'), content: t('delete.done', { team: team.name }) });
    },
    onClose,
  );

  return (
    <ConfirmDialog
      {...dialog}
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      focusAfter={focusAfter}
    >
      <p className="mb-0">{t('delete.text', { team: shown?.name ?? '' })}</p>
    </ConfirmDialog>
  );
}
