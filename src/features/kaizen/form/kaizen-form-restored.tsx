import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/use-translation';
import { dateTimeFormat } from '@/utils/intl-format';

interface KaizenFormRestoredProps {
  /** null: the stored date could not be read; the input came back all the same. */
  savedAt: string | null;
  onDiscard: () => void;
  onDismiss: () => void;
}

/** Tells that unsaved input came back from an earlier visit, and offers to throw it away. */
export function KaizenFormRestored({ savedAt, onDiscard, onDismiss }: KaizenFormRestoredProps) {
  const { t, i18n } = useTranslation(['kaizen.new', 'base']);
  const time =
    savedAt === null
      ? null
      : dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(savedAt),
        );
  return (
    <Alert
      variant="info"
      role="status"
      dismissible
      onClose={onDismiss}
      closeLabel={t('base:common.close')}
    >
      <Alert.Heading as="h2" className="h6">
        {t('draft.restored')}
      </Alert.Heading>
      <p>{time ? t('draft.restored_text', { time }) : t('draft.restored_text_undated')}</p>
      <Button variant="outline-secondary" size="sm" onClick={onDiscard}>
        {t('draft.discard')}
      </Button>
    </Alert>
  );
}
