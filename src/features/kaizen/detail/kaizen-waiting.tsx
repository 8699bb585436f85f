import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Kaizen } from '@/api/schemas/kaizen';

const DAY_MS = 24 * 60 * 60 * 1000;
/** After this many days an open kaizen is highlighted as waiting too long. */
const WAIT_WARNING_DAYS = 14;

function waitingDays(submittedAt: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(submittedAt)) / DAY_MS));
}

/** How long a submitted kaizen has waited for a decision; highlighted after two weeks. */
export function KaizenWaiting({ kaizen }: { kaizen: Kaizen }) {
  const { t } = useTranslation('kaizen.new');
  const [now] = useState(() => Date.now());
  if (kaizen.status !== 'open' || !kaizen.submitted_at) return null;
  const days = waitingDays(kaizen.submitted_at, now);
  const long = days >= WAIT_WARNING_DAYS;
  return (
    <p className={long ? 'alert alert-warning' : 'text-body-secondary'}>
      {t('detail.waiting', { count: days })}
      {long ? ` ${t('detail.waiting_long', { days: WAIT_WARNING_DAYS })}` : null}
    </p>
  );
}
