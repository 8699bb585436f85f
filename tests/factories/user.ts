import type { z } from 'zod/mini';
import type { currentUserSchema, memberSchema, userSchema } from '@/api/schemas/user';
import { nextId, timestamp } from './sequence';

type CurrentUserResponse = z.input<typeof currentUserSchema>;
type UserResponse = z.input<typeof userSchema>;
type MemberResponse = z.input<typeof memberSchema>;

/** GET /api/user as the server sends it: a user in an active team, without roles. */
export function buildCurrentUser(
  overrides: Partial<CurrentUserResponse> = {},
): CurrentUserResponse {
  const id = nextId();
  return {
    id,
    name: `User ${id}`,
    email: `user${id}@example.com`,
    picture_src: `/storage/pictures/${id}.jpg`,
    logo_src: '/storage/logos/company.png',
    color: '#cc0000',
    locale: 'en',
    languages: ['en', 'de'],
    active_team: { id: nextId(), name: 'Assembly' },
    all_roles: [],
    all_permissions: [],
    ...overrides,
  };
}

/** A user row of the admin screens. */
export function buildUser(overrides: Partial<UserResponse> = {}): UserResponse {
  const id = nextId();
  return {
    id,
    name: `User ${id}`,
    email: `user${id}@example.com`,
    picture_src: `/storage/pictures/${id}.jpg`,
    locale: 'en',
    roles: [],
    teams: [],
    created_at: timestamp(),
    ...overrides,
  };
}

/** A team member as GET /api/team/{id}/users lists them. */
export function buildMember(overrides: Partial<MemberResponse> = {}): MemberResponse {
  const id = nextId();
  return {
    id,
    name: `Member ${id}`,
    email: `member${id}@example.com`,
    picture_src: `/storage/pictures/${id}.jpg`,
    ...overrides,
  };
}
