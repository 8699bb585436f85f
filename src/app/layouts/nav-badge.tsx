import { useTranslation } from '@/i18n/use-translation';
import { useReviewCount } from '@/kaizens/review/use-review-queue';

/** How many kaizens this user may decide now, beside "Te beoordelen" (`useReviewCount`). */
export function ReviewBadge() {
  const { t } = useTranslation('base');
  const count = useReviewCount();
  if (!count) return null;
  return (
    <span className="side-nav__badge">
      <span aria-hidden="true">{count}</span>
      {/* Read after the entry's name: "Te beoordelen 4 wachten". */}
      <span className="visually-hidden">{t('nav.review_count', { count })}</span>
    </span>
  );
}
