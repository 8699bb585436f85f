import type { ReactNode } from 'react';
import type { CurrentUser } from '@/api/schemas/user';
import { useProfileActions } from './profile-actions';

/**
 * A page drawn alone (the route table's `bare`: the team board on a wall screen): no navigation,
 * top bar or breadcrumbs, only the page and the way out, which on a board screen is also the
 * only way out of board mode.
 */
export function BareFrame({
  user,
  mainId,
  children,
}: {
  user: CurrentUser;
  mainId: string;
  children: ReactNode;
}) {
  const { logout, logoutLabel } = useProfileActions(user);
  return (
    <div className="bare-layout">
      <main id={mainId} className="bare-layout__main" tabIndex={-1}>
        {children}
      </main>
      <button type="button" className="wall-button bare-layout__sign-out" onClick={logout}>
        {logoutLabel}
      </button>
    </div>
  );
}
