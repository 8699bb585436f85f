import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { TeamKaizen } from '@/api/schemas/kaizen';
import { Link } from '@/components/link';
import { SelectRowCheckbox } from '@/components/select-row-checkbox';
import { paths } from '@/config/paths';
import type { Selection } from '@/hooks/use-selection';
import { numberFormat } from '@/utils/intl-format';
import { formatDate } from '../list/format';
import '@/styles/kaizen-work.scss';

const DAY_MS = 86_400_000;

interface ReviewQueueListProps {
  kaizens: readonly TeamKaizen[];
  /** The queue position of the first one shown (the page's offset plus one). */
  firstPosition: number;
  total: number;
  /** For those who may move kaizens: a checkbox per row, for the bulk move bar. */
  selection?: Selection<TeamKaizen>;
}

/** One page of the queue: each kaizen by title, who and when, and how long it has waited. */
export function ReviewQueueList(props: ReviewQueueListProps) {
  const { kaizens, firstPosition, total, selection } = props;
  const { t, i18n } = useTranslation('kaizen.new');
  const [now] = useState(() => Date.now());
  const count = numberFormat(i18n.language);
  return (
    <ol className="review-queue__list list-unstyled mb-3" start={firstPosition}>
      {kaizens.map((kaizen, index) => {
        const submitted = kaizen.submitted_at ?? kaizen.created_at;
        const days = Math.max(0, Math.floor((now - Date.parse(submitted)) / DAY_MS));
        return (
          <li key={kaizen.id} className="review-queue__item">
            {selection ? (
              <SelectRowCheckbox row={kaizen} rows={kaizens} selection={selection} />
            ) : null}
            <div className="review-queue__main">
              <Link
                to={paths.kaizenInReview(kaizen.id)}
                className="review-queue__link text-break"
                aria-describedby={`review-meta-${kaizen.id}`}
              >
                {kaizen.title}
              </Link>
              <div id={`review-meta-${kaizen.id}`} className="small text-body-secondary">
                {t('review.meta', {
                  position: firstPosition + index,
                  total,
                  name: kaizen.author.name,
                  date: formatDate(submitted, i18n.language),
                })}
              </div>
            </div>
            <span className="badge rounded-pill text-bg-light border text-nowrap">
              {t('review.waiting_days', { count: days, formatted: count.format(days) })}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
