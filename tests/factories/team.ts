import type { z } from 'zod/mini';
import type { refSchema } from '@/api/schemas/common';
import type { teamSchema } from '@/api/schemas/team';
import { nextId } from './sequence';

type TeamResponse = z.input<typeof teamSchema>;
type RefResponse = z.input<typeof refSchema>;

/** An active team with no members. */
export function buildTeam(overrides: Partial<TeamResponse> = {}): TeamResponse {
  const id = nextId();
  return {
    id,
    name: `Team ${id}`,
    print_enabled: false,
    deleted_at: null,
    users_count: 0,
    users: [],
    ...overrides,
  };
}

/** A `{id, name}` reference to a team (or anything else named). */
export function buildRef(overrides: Partial<RefResponse> = {}): RefResponse {
  const id = nextId();
  return { id, name: `Team ${id}`, ...overrides };
}
