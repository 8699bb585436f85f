import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@/api/schemas/user';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { useNavStore } from '@/stores/nav-store';
import { mayOpen } from '../route-table';
import { NavIcon } from './nav-icon';
import { useClearOfControls } from './use-clear-of-controls';

/**
 * "Nieuwe kaizen" one tap away from every signed-in page: a button in the top bar on a desktop,
 * a floating button at the thumb's corner (bottom right) on a phone, which steps aside while a
 * link, button or badge of the page lies under it (docs/decisions.md, "Nothing floats over a
 * control"). Shown to whom the form's route lets in (spec §6), as the menu entry is.
 */
export function NewKaizenAction({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('base');
  const mobile = useNavStore((state) => state.mobile);
  const ref = useRef<HTMLAnchorElement>(null);
  const allowed = mayOpen(user, paths.kaizenNew);
  const clear = useClearOfControls(ref, mobile && allowed);
  if (!allowed) return null;
  const floating = mobile ? ` new-kaizen-action--floating${clear ? '' : ' is-aside'}` : '';
  return (
    <Link ref={ref} to={paths.kaizenNew} className={`btn btn-primary new-kaizen-action${floating}`}>
      <NavIcon name="plus" />
      <span>{t('topbar.new_kaizen')}</span>
    </Link>
  );
}
