import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';

interface SelectionDroppedAlertProps {
  /** Kaizens of the kept selection that the reloaded list no longer holds. */
  count: number;
  onDismiss: () => void;
}

/** Says how many kaizens of a selection kept over a sign-in left the team's list meanwhile. */
export function SelectionDroppedAlert({ count, onDismiss }: SelectionDroppedAlertProps) {
  const { t } = useTranslation(['kaizen.move', 'base']);
  if (count === 0) return null;
  return (
    <Alert
      variant="warning"
      role="status"
      dismissible
      onClose={onDismiss}
      closeLabel={t('base:common.close')}
    >
      {t('selection_dropped', { count })}
    </Alert>
  );
}
