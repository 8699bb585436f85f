import { daysBefore } from './prng';
import { DEMO_COMPANY_ID, DEMO_PASSWORD, ROLE_ID, TEAM_ID } from './seed-org';
import type { Locale, MembershipRow, UserRow } from './types';

interface UserSeed {
  name: string;
  email: string;
  username: string;
  role: keyof typeof ROLE_ID;
  teams: number[];
  activeTeam: number | null;
  locale?: Locale;
  languages?: Locale[];
  picture?: boolean;
}

const T = TEAM_ID;

/** The accounts of docs/api.md "Demo accounts"; the first four are named in the brief. */
const USERS: UserSeed[] = [
  {
    name: 'Sander Willems',
    email: 'super@kaizen.demo',
    username: 'super',
    role: 'superadmin',
    teams: [],
    activeTeam: T.production,
  },
  {
    name: 'Anouk de Vries',
    email: 'admin@kaizen.demo',
    username: 'admin',
    role: 'admin',
    teams: [T.production, T.office],
    activeTeam: T.production,
    picture: true,
  },
  {
    name: 'Lars Jansen',
    email: 'lead@kaizen.demo',
    username: 'lead',
    role: 'teamleader',
    teams: [T.production],
    activeTeam: T.production,
    picture: true,
  },
  {
    name: 'Emma Bakker',
    email: 'employee@kaizen.demo',
    username: 'employee',
    role: 'employee',
    teams: [T.production, T.logistics],
    activeTeam: null,
  },
  {
    name: 'Fatima El Amrani',
    email: 'fatima@kaizen.demo',
    username: 'fatima',
    role: 'teamleader',
    teams: [T.logistics, T.workshop],
    activeTeam: T.logistics,
    picture: true,
  },
  {
    name: 'Pieter Visser',
    email: 'pieter@kaizen.demo',
    username: 'pieter',
    role: 'teamleader',
    teams: [T.quality, T.maintenance],
    activeTeam: T.quality,
  },
  {
    name: 'Daan Smit',
    email: 'daan@kaizen.demo',
    username: 'daan',
    role: 'employee',
    teams: [T.production, T.workshop],
    activeTeam: T.production,
    picture: true,
  },
  {
    name: 'Julia Mulder',
    email: 'julia@kaizen.demo',
    username: 'julia',
    role: 'employee',
    teams: [T.logistics],
    activeTeam: T.logistics,
  },
  {
    name: 'Noah de Boer',
    email: 'noah@kaizen.demo',
    username: 'noah',
    role: 'employee',
    teams: [T.quality],
    activeTeam: T.quality,
    picture: true,
  },
  {
    name: 'Sophie Meijer',
    email: 'sophie@kaizen.demo',
    username: 'sophie',
    role: 'employee',
    teams: [T.maintenance],
    activeTeam: T.maintenance,
  },
  {
    name: 'Milan de Groot',
    email: 'milan@kaizen.demo',
    username: 'milan',
    role: 'employee',
    teams: [T.office],
    activeTeam: T.office,
  },
  {
    name: 'Lotte Bos',
    email: 'lotte@kaizen.demo',
    username: 'lotte',
    role: 'employee',
    teams: [T.production, T.maintenance],
    activeTeam: T.maintenance,
    picture: true,
  },
  {
    name: 'Bram Peters',
    email: 'bram@kaizen.demo',
    username: 'bram',
    role: 'employee',
    teams: [T.logistics, T.workshop],
    activeTeam: T.logistics,
  },
  {
    name: 'Yara Hendriks',
    email: 'yara@kaizen.demo',
    username: 'yara',
    role: 'employee',
    teams: [T.quality],
    activeTeam: T.quality,
    languages: ['nl'],
  },
  {
    name: 'Tom Dekker',
    email: 'tom@kaizen.demo',
    username: 'tom',
    role: 'employee',
    teams: [T.office, T.production],
    activeTeam: T.office,
    locale: 'en',
  },
];

export function seedUsers(now: number): { users: UserRow[]; memberships: MembershipRow[] } {
  const users = USERS.map((seed, index): UserRow => ({
    id: index + 1,
    company_id: DEMO_COMPANY_ID,
    name: seed.name,
    email: seed.email,
    username: seed.username,
    password: DEMO_PASSWORD,
    locale: seed.locale ?? 'nl',
    picture_src: seed.picture ? `/storage/avatars/${index + 1}.svg` : null,
    active_team_id: seed.activeTeam,
    role_ids: [ROLE_ID[seed.role]],
    language_codes: seed.languages ?? null,
    created_at: daysBefore(now, 600 - index * 20),
  }));
  const memberships = USERS.flatMap((seed, index) =>
    seed.teams.map((teamId) => ({ team_id: teamId, user_id: index + 1 })),
  );
  return { users, memberships };
}
