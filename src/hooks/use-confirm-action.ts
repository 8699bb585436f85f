import { useState } from 'react';
import { failureMessage } from '@/lib/failure-message';

/**
 * The state of a `ConfirmDialog` that acts on one subject (the site or team to delete): open
 * while there is a subject, busy while the action runs, closed after it succeeded, open with
 * the error when it failed. `shown` keeps the last subject so its name stays in the text
 * while the dialog fades out.
 *
 * @example
 * const { shown, dialog } = useConfirmAction(team, (team) => softDeleteTeam(team.id), onClose);
 * <ConfirmDialog {...dialog} title={...} confirmLabel={...}>{shown?.name}</ConfirmDialog>
 */
export function useConfirmAction<T>(
  subject: T | null,
  action: (subject: T) => Promise<void>,
  onClose: () => void,
) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [shown, setShown] = useState(subject);
  if (subject !== null && subject !== shown) setShown(subject);

  const close = () => {
    setError(undefined);
    onClose();
  };

  const confirm = async () => {
    if (subject === null || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await action(subject);
      close();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return {
    shown,
    dialog: {
      show: subject !== null,
      onConfirm: () => void confirm(),
      onCancel: close,
      busy,
      error,
    },
  };
}
