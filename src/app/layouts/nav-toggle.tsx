import { useTranslation } from '@/i18n/use-translation';
import { useNavStore } from '@/stores/nav-store';
import { NavIcon } from './nav-icon';

export const SIDE_NAV_ID = 'side-nav';

/** Widens or narrows the navigation on desktop, opens or closes it on mobile (spec §4). */
export function NavToggle() {
  const { t } = useTranslation('base');
  const open = useNavStore((state) => state.open);
  const toggle = useNavStore((state) => state.toggle);
  return (
    <button
      type="button"
      className="nav-toggle btn btn-link"
      aria-expanded={open}
      aria-controls={SIDE_NAV_ID}
      aria-label={t('nav.toggle')}
      onClick={toggle}
    >
      <NavIcon name="menu" size={24} />
    </button>
  );
}
