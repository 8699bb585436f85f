import type { Ref } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { KaizenStatus as Status } from '@/api/schemas/kaizen';
import { LineIcon } from '@/components/line-icon';

// One stroke icon per state (24x24, like the menu's): the shape tells the states apart without
// their colour. A circle as path data: M(cx-r) cy, then two arcs.
const ring = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0';
const ICONS: Record<Status, string> = {
  draft: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  open: `${ring}M12 7v5l3 2`,
  approved: `${ring}M8 12.5l2.5 2.5L16 9.5`,
  declined: `${ring}M9 9l6 6M15 9l-6 6`,
};

/** The one word for each state (docs/design.md, "Status"), from `base`, which every page has. */
export function useStatusWord(): (status: Status) => string {
  const { t } = useTranslation('base');
  return (status) => t(`kaizen_status.${status}`);
}

interface KaizenStatusProps {
  status: Status;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A kaizen's state as word, colour and icon, the same on every screen (docs/design.md):
 * `<KaizenStatus status={kaizen.status} />`.
 */
export function KaizenStatus({ status, ref }: KaizenStatusProps) {
  const word = useStatusWord();
  return (
    <span ref={ref} className={`kaizen-status kaizen-status--${status}`}>
      <LineIcon className="kaizen-status__icon" path={ICONS[status]} size={16} strokeWidth={2} />
      {word(status)}
    </span>
  );
}
