import { z } from 'zod/mini';
import {
  booleanSchema,
  countSchema,
  dateTimeSchema,
  idSchema,
  orDefault,
  orNull,
  textSchema,
} from './common';
import { collator } from '@/utils/intl-format';

export const teamSchema = z.object({
  id: idSchema,
  name: textSchema,
  print_enabled: orDefault(booleanSchema, false),
  deleted_at: orNull(dateTimeSchema),
  users_count: z.optional(countSchema),
  users: orDefault(z.array(z.object({ id: idSchema, name: z.optional(textSchema) })), []),
});
export type Team = z.output<typeof teamSchema>;

export interface TeamInput {
  name: string;
  users?: number[];
}

/** Spec §9: sorted by name wherever teams are listed. */
export function sortTeamsByName<T extends { name: string }>(teams: readonly T[]): T[] {
  const byName = collator(undefined, { sensitivity: 'base' });
  return [...teams].sort((a, b) => byName.compare(a.name, b.name));
}
