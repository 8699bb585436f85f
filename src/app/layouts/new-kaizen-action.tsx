import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@/api/schemas/user';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { useNavStore } from '@/stores/nav-store';
import { mayOpen } from '../route-table';
import { NavIcon } from './nav-icon';

/**
 * "Nieuwe kaizen" one tap away from every signed-in page (issue 26): a button in the top bar on
 * a desktop, a floating button at the thumb's corner (bottom right) on a phone. Shown to whom
 * the form's route lets in (spec §6), as the menu entry is.
 */
export function NewKaizenAction({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('base');
  const mobile = useNavStore((state) => state.mobile);
  if (!mayOpen(user, paths.kaizenNew)) return null;
  return (
    <Link
      to={paths.kaizenNew}
      className={`btn btn-primary new-kaizen-action${mobile ? ' new-kaizen-action--floating' : ''}`}
    >
      <NavIcon name="plus" />
      <span>{t('topbar.new_kaizen')}</span>
    </Link>
  );
}
