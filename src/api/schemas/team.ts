import { z } from 'zod';
import { dateTimeSchema, idSchema } from './common';

export const teamSchema = z.object({
  id: idSchema,
  name: z.string(),
  print_enabled: z.boolean().default(false),
  deleted_at: dateTimeSchema.nullish().transform((value) => value ?? null),
  users_count: z.number().int().nonnegative().optional(),
  users: z.array(z.object({ id: idSchema, name: z.string().optional() })).default([]),
});
export type Team = z.output<typeof teamSchema>;

export interface TeamInput {
  name: string;
  users?: number[];
}

/** Spec §9: sorted by name wherever teams are listed. */
export function sortTeamsByName<T extends { name: string }>(teams: readonly T[]): T[] {
  return [...teams].sort((a, b) =>
    a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );
}
