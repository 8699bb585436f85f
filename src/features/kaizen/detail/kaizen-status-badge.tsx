import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { KaizenStatus } from '@/api/schemas/kaizen';

// text-bg-* picks a text colour that reads on each background (Bootstrap's contrast colour).
const tone: Record<KaizenStatus, string> = {
  draft: 'text-bg-secondary',
  open: 'text-bg-info',
  approved: 'text-bg-success',
  declined: 'text-bg-danger',
};

export function KaizenStatusBadge({
  status,
  ref,
}: {
  status: KaizenStatus;
  ref?: Ref<HTMLSpanElement>;
}) {
  const { t } = useTranslation('kaizen.new');
  return (
    <span ref={ref} className={`badge fs-6 ${tone[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}
