import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';

/**
 * Says "3 kaizens geselecteerd" to a screen reader as the selection changes (politely: after
 * what it is reading). Always in the page: a live region that appears with its text is often
 * not read. Silent until something was chosen, then "Geen kaizens geselecteerd" once emptied.
 */
export function SelectionStatus({ count }: { count: number }) {
  const { t } = useTranslation('base');
  const [touched, setTouched] = useState(false);
  if (count > 0 && !touched) setTouched(true);
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {touched ? t('bulk.selected', { count }) : ''}
    </p>
  );
}
