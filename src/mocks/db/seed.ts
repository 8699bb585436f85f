import { createRandom } from './prng';
import {
  seedDocuments,
  seedEditorImages,
  seedPasswordResets,
  seedPatchNotes,
} from './seed-content';
import { seedKaizens } from './seed-kaizens';
import { seedCompanies, seedLanguages, seedRoles, seedTeams } from './seed-org';
import { seedUsers } from './seed-users';
import type { DemoDb } from './types';

/** Bump when the table shapes or the seeded data change, so an old copy in localStorage is reseeded. */
export const DB_VERSION = 2;
export const DEFAULT_KAIZEN_COUNT = 120;
const SEED = 20240601;

export interface SeedOptions {
  kaizenCount?: number;
  /** Dates are relative to this moment, so dashboards always show the last 12 months. */
  now?: number;
}

export function seedDemoDb({
  kaizenCount = DEFAULT_KAIZEN_COUNT,
  now = Date.now(),
}: SeedOptions = {}): DemoDb {
  const random = createRandom(SEED);
  const teams = seedTeams(now);
  const { users, memberships } = seedUsers(now);
  const { titles, documents } = seedDocuments();
  return {
    version: DB_VERSION,
    meta: { kaizenCount, seededAt: new Date(now).toISOString() },
    languages: seedLanguages(),
    companies: seedCompanies(now),
    roles: seedRoles(),
    users,
    teams,
    memberships,
    kaizens: seedKaizens({ count: kaizenCount, now, random, teams, memberships }),
    patchNotes: seedPatchNotes(now),
    documentTitles: titles,
    documents,
    editorImages: seedEditorImages(),
    passwordResets: seedPasswordResets(now),
    session: null,
    guestLocale: null,
  };
}
