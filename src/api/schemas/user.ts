import { z } from 'zod/mini';
import {
  dateTimeSchema,
  idSchema,
  imageSrcSchema,
  nameListSchema,
  orDefault,
  orNull,
  pictureSchema,
  refSchema,
  textSchema,
} from './common';
import { languageSchema } from './language';

/**
 * The active team (spec §3: a team has users). `users`, when the server sends them, tells
 * whether the user is a member: spec §6 "create kaizen" counts only inside one's own team.
 */
const activeTeamObject = () =>
  z.object({
    id: idSchema,
    name: textSchema,
    users: z.optional(z.array(z.object({ id: idSchema }))),
  });
export type ActiveTeam = z.output<ReturnType<typeof activeTeamObject>>;

const currentUserObject = () =>
  z.object({
    id: idSchema,
    name: textSchema,
    email: z.optional(textSchema),
    picture_src: pictureSchema,
    logo_src: imageSrcSchema,
    color: orNull(z.string()),
    locale: orNull(z.string()),
    languages: orDefault(z.array(languageSchema), []),
    active_team: orNull(activeTeamObject()),
    all_roles: orDefault(nameListSchema, []),
    all_permissions: orDefault(nameListSchema, []),
  });

// The objects are built on their first parse (z.lazy), not as the module loads (see kaizen.ts).
/** The signed-in user (spec §3), from GET /api/user. */
export const currentUserSchema = z.lazy(currentUserObject);
export type CurrentUser = z.output<typeof currentUserSchema>;

/**
 * GET /api/user/refresh: any subset of the user; merged by `mergeRefreshedUser`. The list
 * defaults are dropped so a refresh that leaves a list out does not empty it.
 */
export const refreshedUserSchema = z.lazy(() =>
  z.partial(
    z.extend(currentUserObject(), {
      languages: z.array(languageSchema),
      all_roles: nameListSchema,
      all_permissions: nameListSchema,
    }),
  ),
);

/** A user row as the admin screens see it. */
export const userSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    name: textSchema,
    email: textSchema,
    picture_src: pictureSchema,
    locale: orNull(z.string()),
    roles: orDefault(z.array(refSchema), []),
    teams: orDefault(z.array(refSchema), []),
    created_at: z.nullish(dateTimeSchema),
  }),
);
export type User = z.output<typeof userSchema>;

/** A team member as GET /api/team/{id}/users lists them. */
export const memberSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    name: textSchema,
    email: z.optional(textSchema),
    picture_src: pictureSchema,
  }),
);
export type Member = z.output<typeof memberSchema>;

export interface UserInput {
  name: string;
  email: string;
  locale?: string;
  password?: string;
  roles: number[];
  teams: number[];
  picture?: Blob | null;
}

export interface ProfileInput {
  name: string;
  locale?: string;
  picture?: Blob | null;
  current_password?: string;
  password?: string;
  password_confirmation?: string;
}
