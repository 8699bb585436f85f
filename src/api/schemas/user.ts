import { z } from 'zod';
import {
  dateTimeSchema,
  idSchema,
  imageSrcSchema,
  nameListSchema,
  pictureSchema,
  refSchema,
} from './common';
import { languageSchema } from './language';

/** The signed-in user (spec §3), from GET /api/user. */
export const currentUserSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string().optional(),
  picture_src: pictureSchema,
  logo_src: imageSrcSchema,
  color: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  locale: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  languages: z.array(languageSchema).default([]),
  active_team: refSchema.nullish().transform((value) => value ?? null),
  all_roles: nameListSchema.default([]),
  all_permissions: nameListSchema.default([]),
});
export type CurrentUser = z.output<typeof currentUserSchema>;

/**
 * GET /api/user/refresh: any subset of the user; merged by `mergeRefreshedUser`. The list
 * defaults are dropped so a refresh that leaves a list out does not empty it.
 */
export const refreshedUserSchema = currentUserSchema
  .extend({
    languages: z.array(languageSchema),
    all_roles: nameListSchema,
    all_permissions: nameListSchema,
  })
  .partial();

/** A user row as the admin screens see it. */
export const userSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  picture_src: pictureSchema,
  locale: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  roles: z.array(refSchema).default([]),
  teams: z.array(refSchema).default([]),
  created_at: dateTimeSchema.nullish(),
});
export type User = z.output<typeof userSchema>;

/** A team member as GET /api/team/{id}/users lists them. */
export const memberSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string().optional(),
  picture_src: pictureSchema,
});
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
