import type { QueryClient } from '@tanstack/react-query';
import type { Ref } from '@/api/schemas/common';
import type { Role } from '@/api/schemas/role';
import type { User } from '@/api/schemas/user';
import { teamQueries } from '@/api/team-queries';
import { userQueries } from '@/api/user-queries';
import { fetchUser } from '@/api/users';

export interface UserFormData {
  /** The user being edited, fresh from GET /crud/user/{id}; undefined for a new user. */
  user?: User;
  roles: Role[];
  teams: Ref[];
}

/**
 * Everything the user dialog needs, fetched together: the user always afresh, the roles and
 * teams from the cache while they are fresh.
 */
export async function loadUserFormData(
  client: QueryClient,
  userId: number | undefined,
): Promise<UserFormData> {
  const [user, roles, teams] = await Promise.all([
    userId === undefined ? undefined : fetchUser(userId),
    client.fetchQuery(userQueries.roles()),
    client.fetchQuery(teamQueries.all()),
  ]);
  return { user, roles, teams };
}

export interface RoleChoice {
  value: number;
  label: string;
  locked?: boolean;
}

/**
 * Our choice: only assignable roles are offered, to every administrator (the superadmin too;
 * its own role is handed out outside this screen). A role the user already holds that may not
 * be handed out stays on, shown but fixed, so editing someone never strips it silently.
 */
export function roleChoices(
  roles: readonly Role[],
  held: readonly number[],
  label: (name: string) => string,
): RoleChoice[] {
  return roles
    .filter((role) => role.is_assignable || held.includes(role.id))
    .map((role) => ({ value: role.id, label: label(role.name), locked: !role.is_assignable }));
}
