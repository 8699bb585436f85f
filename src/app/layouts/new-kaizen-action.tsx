import { useTranslation } from '@/i18n/use-translation';
import type { CurrentUser } from '@/api/schemas/user';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { useNavStore } from '@/stores/nav-store';
import { mayOpen } from '../route-table';
import { NavIcon } from './nav-icon';

/**
 * "Nieuwe kaizen" one tap away from every signed-in page: a button in the top bar on a desktop,
 * on a phone a bar along the bottom edge, under the thumb, with the page's end padded so that
 * nothing of it stays under the bar (docs/decisions.md, "Nothing floats over a control"). Shown
 * to whom the form's route lets in (spec §6), as the menu entry is.
 */
export function NewKaizenAction({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('base');
  const mobile = useNavStore((state) => state.mobile);
  if (!mayOpen(user, paths.kaizenNew)) return null;
  const action = (
    <Link to={paths.kaizenNew} className="btn btn-primary new-kaizen-action" urgent>
      <NavIcon name="plus" />
      <span>{t('topbar.new_kaizen')}</span>
    </Link>
  );
  return mobile ? <div className="new-kaizen-bar">{action}</div> : action;
}
