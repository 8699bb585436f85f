import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Team } from '@/api/schemas/team';
import { softDeleteTeam } from '@/api/teams';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/stores/toast-store';

interface TeamDeleteDialogProps {
  /** The team to delete; no dialog without one. */
  team: Team | null;
  onDeleted: (team: Team) => void;
  onClose: () => void;
}

/** Asks before a team is soft-deleted; it can be restored on the team management page. */
export function TeamDeleteDialog({ team, onDeleted, onClose }: TeamDeleteDialogProps) {
  const { t } = useTranslation('team.index');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // The name stays in the text while the dialog fades out.
  const [shown, setShown] = useState(team);
  if (team && team !== shown) setShown(team);

  const close = () => {
    setError(undefined);
    onClose();
  };

  const confirm = async () => {
    if (!team || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await softDeleteTeam(team.id);
      onDeleted(team);
      notify({ header: t('delete.done_header'), content: t('delete.done', { team: team.name }) });
      close();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      show={team !== null}
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      onConfirm={() => void confirm()}
      onCancel={close}
      busy={busy}
      error={error}
    >
      <p className="mb-0">{t('delete.text', { team: shown?.name ?? '' })}</p>
    </ConfirmDialog>
  );
}
